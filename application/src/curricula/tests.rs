use std::collections::{BTreeMap, BTreeSet};

use domain::actor::{Actor, Scope};
use domain::curriculum::plan::{DatesForm, NamedHoursForm, SemesterRowForm, SubjectRowForm};
use domain::curriculum::{
    CatalogueSubject, Curriculum, CurriculumDetails, CurriculumForm, CurriculumPlan, CurriculumStatus, CurriculumWithPlan, EduForm,
    EduLanguage, NamedHours, PlanForm, RatingType, SemesterDates, SemesterNumber, SemesterRow, SubjectHours,
};
use domain::ids::{CurriculumId, CurriculumTemplateId, DirectionId, EduSubjectId, EduSubjectTypeId, InstitutionId, RoleId, UserId};
use domain::institution::InstitutionType;
use domain::language::Localized;
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{
    CurriculumOrderField, CurriculumQuery, CustomSubjectQuery, Lock, MockCurriculumCatalogue, MockCurriculumQueries, RequestMeta,
    TemplateOutline,
};
use crate::test_support::{FakeTx, FakeUnit};
use crate::AppError;

fn actor(level: RoleLevel, institution: Option<i64>, permissions: &[Permission]) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(3),
        role_level: level,
        permissions: permissions.iter().copied().collect(),
        institution_id: institution.map(InstitutionId::from_stored),
        is_system: false,
        session_id: "s".into(),
    }
}

fn admin_of(institution: i64) -> Actor {
    let all = [
        Permission::CurriculumAdd,
        Permission::CurriculumEdit,
        Permission::CurriculumView,
        Permission::CurriculumDelete,
        Permission::CurriculumApprove,
        Permission::CurriculumCancel,
        Permission::CurriculumInactivate,
        Permission::CurriculumArchive,
        Permission::CurriculumSplitToSemesters,
    ];
    actor(RoleLevel::Institution, Some(institution), &all)
}

fn viewer_of(institution: i64) -> Actor {
    actor(RoleLevel::Institution, Some(institution), &[Permission::CurriculumView])
}

fn name(uz: &str) -> MultilingualName {
    MultilingualName::from_stored(uz.into(), String::new(), String::new(), String::new())
}

fn sid(n: i64) -> EduSubjectId {
    EduSubjectId::from_stored(n)
}

fn sem(n: i64) -> SemesterNumber {
    SemesterNumber::new(n).unwrap()
}

fn details(semesters: u8) -> CurriculumDetails {
    CurriculumDetails {
        name: "Kompyuter injiniringi 2026".into(),
        subject_type_id: EduSubjectTypeId::from_stored(1),
        start_year: 2026,
        end_year: 2030,
        edu_direction_id: DirectionId::from_stored(1),
        edu_form: EduForm::FullTime,
        curriculum_template_id: CurriculumTemplateId::from_stored(1),
        edu_language: EduLanguage::Uz,
        rating_type: RatingType::FivePoint,
        number_of_semesters: semesters,
    }
}

/// Two subjects (Fizika 60 h, Oliy matematika 40 h) over two semesters; `complete` spreads all
/// the hours, dates the semesters and names a vocational subject and an exam.
fn curriculum(institution: i64, status: CurriculumStatus, complete: bool) -> CurriculumWithPlan {
    let subjects = vec![SubjectHours { subject: sid(1), study_hours: 60 }, SubjectHours { subject: sid(2), study_hours: 40 }];
    let mut plan = CurriculumPlan::fresh(subjects, 2).unwrap();
    plan.distribution.add_row(sem(1), SemesterRow { subject: sid(1), study_hours: 30, is_separated: false }).unwrap();
    plan.distribution.add_row(sem(2), SemesterRow { subject: sid(1), study_hours: 30, is_separated: false }).unwrap();
    if complete {
        plan.distribution.add_row(sem(2), SemesterRow { subject: sid(2), study_hours: 40, is_separated: false }).unwrap();
        let date = |s: &str| chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").ok();
        plan.dates = vec![
            SemesterDates { start: date("2026-09-01"), end: date("2027-01-20") },
            SemesterDates { start: date("2027-02-01"), end: date("2027-06-30") },
        ];
        plan.vocational = vec![NamedHours { id: Some(1), name: name("Amaliyot"), study_hours: 72 }];
        plan.exams = vec![NamedHours { id: Some(2), name: name("DAK"), study_hours: 8 }];
    }
    let catalogue: BTreeMap<EduSubjectId, CatalogueSubject> = [(1, "Fizika"), (2, "Oliy matematika")]
        .into_iter()
        .map(|(id, uz)| {
            (
                sid(id),
                CatalogueSubject {
                    id: sid(id),
                    code: format!("S{id}"),
                    name: name(uz),
                    type_id: EduSubjectTypeId::from_stored(1),
                    type_name: name("Umumkasbiy fanlar"),
                },
            )
        })
        .collect();
    CurriculumWithPlan {
        curriculum: Curriculum {
            id: CurriculumId::from_stored(7),
            institution_id: InstitutionId::from_stored(institution),
            institution_name: name("TATU"),
            details: details(2),
            status,
            subject_type_name: name("Umumkasbiy fanlar"),
            direction_code: "60610100".into(),
            direction_name: name("Kompyuter injiniringi"),
            template_name: name("Namunaviy"),
            version: Version::new(3),
        },
        plan,
        subjects: catalogue,
    }
}

/// A transaction that finds the curriculum (locked) and records any audit.
fn found(institution: i64, status: CurriculumStatus, complete: bool) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.curricula
        .expect_find()
        .withf(|_, lock| *lock == Lock::ForUpdate)
        .returning(move |_, _| Ok(Some(curriculum(institution, status, complete))));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx
}

fn queries(institution: i64) -> MockCurriculumQueries {
    let mut queries = MockCurriculumQueries::new();
    queries.expect_find().returning(move |_| Ok(Some(curriculum(institution, CurriculumStatus::New, false))));
    queries
}

fn catalogue(kind: InstitutionType, template_semesters: u8) -> MockCurriculumCatalogue {
    let mut catalogue = MockCurriculumCatalogue::new();
    catalogue.expect_institution_type().returning(move |_| Ok(Some(kind)));
    catalogue.expect_template().returning(move |id| {
        Ok(Some(TemplateOutline {
            id,
            institution_type: InstitutionType::Hei,
            number_of_semesters: template_semesters,
            subjects: vec![SubjectHours { subject: sid(1), study_hours: 60 }, SubjectHours { subject: sid(2), study_hours: 40 }],
        }))
    });
    catalogue.expect_subject_type_exists().returning(|_| Ok(true));
    catalogue.expect_direction_exists().returning(|_| Ok(true));
    catalogue.expect_existing_subjects().returning(|ids| Ok(ids.clone()));
    catalogue
}

fn with_catalogue(mut tx: FakeTx, catalogue: MockCurriculumCatalogue) -> FakeTx {
    tx.catalogue = catalogue;
    tx
}

fn form(semesters: Option<i64>) -> CurriculumForm {
    CurriculumForm {
        name: "Kompyuter injiniringi 2026".into(),
        subject_type_id: 1,
        start_year: 2026,
        end_year: 2030,
        edu_direction_id: 1,
        edu_form: "FULL_TIME".into(),
        curriculum_template_id: 1,
        edu_language: "UZ".into(),
        rating_type: "FIVE_POINT".into(),
        number_of_semesters: semesters,
    }
}

fn id() -> CurriculumId {
    CurriculumId::from_stored(7)
}

fn meta() -> RequestMeta {
    RequestMeta::default()
}

fn code_of<T: std::fmt::Debug>(result: Result<T, AppError>) -> String {
    match result {
        Err(error) => error.code().to_string(),
        Ok(value) => panic!("expected a refusal, got {value:?}"),
    }
}

fn field_codes(result: Result<CurriculumWithPlan, AppError>) -> Vec<(String, String)> {
    match result {
        Err(AppError::Validation(errors)) => errors.fields().iter().map(|(f, i)| (f.clone(), i.code().to_string())).collect(),
        other => panic!("expected field errors, got {other:?}"),
    }
}

#[test]
fn a_new_curriculum_copies_the_model_curriculums_subjects_and_semesters() {
    let mut tx = FakeTx::new();
    tx.curricula
        .expect_insert()
        .withf(|institution, details, plan| {
            institution.get() == 2
                && details.number_of_semesters == 4
                && plan.distribution.subjects().len() == 2
                && plan.distribution.semesters().iter().all(|rows| rows.is_empty())
                && plan.dates.len() == 4
        })
        .times(1)
        .returning(|_, _, _| Ok(curriculum(2, CurriculumStatus::New, false)));
    tx.audit
        .expect_record()
        .withf(|context, entity, id, changes| {
            context.institution_id == Some(InstitutionId::from_stored(2))
                && *entity == domain::audit::EntityType::Curriculum
                && *id == Some(7)
                && changes.iter().any(|(field, _, _)| *field == "semester_edu_subjects")
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    tx.catalogue = catalogue(InstitutionType::Hei, 4);
    let unit = FakeUnit::new(tx);
    let create = CreateCurriculum { unit: &unit };
    assert!(create.execute(&admin_of(2), None, form(None), &meta()).is_ok());
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn creating_is_refused_without_permission_elsewhere_or_beyond_a_lyceums_four_semesters() {
    let unit = FakeUnit::new(with_catalogue(FakeTx::new(), catalogue(InstitutionType::Hei, 4)));
    let create = CreateCurriculum { unit: &unit };
    assert!(matches!(create.execute(&viewer_of(2), None, form(None), &meta()), Err(AppError::Forbidden)));
    assert_eq!(code_of(create.execute(&admin_of(2), Some(3), form(None), &meta())), "institution_out_of_scope");
    let ministry = actor(RoleLevel::Ministry, None, &[Permission::CurriculumAdd]);
    assert_eq!(field_codes(create.execute(&ministry, None, form(None), &meta())), vec![("institution_id".into(), "required".into())]);
    let lyceum = FakeUnit::new(with_catalogue(FakeTx::new(), catalogue(InstitutionType::Lyceum, 4)));
    let create = CreateCurriculum { unit: &lyceum };
    let refused = field_codes(create.execute(&admin_of(2), None, form(Some(6)), &meta()));
    assert_eq!(
        refused,
        vec![("curriculum_template_id".into(), "template_of_other_kind".into()), ("number_of_semesters".into(), "out_of_range".into())]
    );
    assert_eq!(unit.ended(), (0, 0), "refused before the transaction");
    assert_eq!(lyceum.ended(), (0, 1), "refused on what the transaction read");
}

#[test]
fn another_institutions_curriculum_is_not_found_by_any_use_case() {
    let unit = FakeUnit::new(with_catalogue(found(3, CurriculumStatus::New, true), catalogue(InstitutionType::Hei, 2)));
    let mut other = MockCurriculumQueries::new();
    other.expect_find().returning(|_| Ok(Some(curriculum(3, CurriculumStatus::New, true))));
    other.expect_has_rating().times(0);
    let me = admin_of(2);
    assert!(matches!(GetCurriculum { curricula: &other }.execute(&me, id()), Err(AppError::NotFound)));
    assert!(matches!(EditCurriculum { unit: &unit }.execute(&me, id(), form(None), Version::new(3), &meta()), Err(AppError::NotFound)));
    assert!(matches!(DeleteCurriculum { unit: &unit }.execute(&me, id(), &meta()), Err(AppError::NotFound)));
    assert!(matches!(ApproveCurriculum { unit: &unit }.execute(&me, id(), None, &meta()), Err(AppError::NotFound)));
    assert!(matches!(CancelCurriculum { unit: &unit }.execute(&me, id(), None, &meta()), Err(AppError::NotFound)));
    assert!(matches!(InactivateCurriculum { unit: &unit }.execute(&me, id(), None, &meta()), Err(AppError::NotFound)));
    assert!(matches!(ArchiveCurriculum { unit: &unit }.execute(&me, id(), None, &meta()), Err(AppError::NotFound)));
    assert!(matches!(CheckCurriculumRating { curricula: &other }.execute(&me, id(), sid(1)), Err(AppError::NotFound)));
    let separate = SeparateCurriculumToSemesters { unit: &unit };
    assert!(matches!(separate.execute(&me, id(), plan_form(), Version::new(3), &meta()), Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 7));
    // A ministry role sees it.
    let ministry = actor(RoleLevel::Ministry, None, &[Permission::CurriculumView]);
    assert!(GetCurriculum { curricula: &other }.execute(&ministry, id()).is_ok());
}

#[test]
fn lists_are_scoped_to_the_actors_institution() {
    let mut repo = MockCurriculumQueries::new();
    repo.expect_list()
        .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    repo.expect_custom_subjects()
        .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    let query = CurriculumQuery {
        scope: Scope::Everywhere,
        institution_id: None,
        status: None,
        edu_direction_id: None,
        search: None,
        ordering: Ordering { field: CurriculumOrderField::Id, descending: false },
        page: PageRequest::default(),
    };
    assert!(ListCurricula { curricula: &repo }.execute(&viewer_of(2), query.clone()).is_ok());
    let custom = CustomSubjectQuery { scope: Scope::Everywhere, search: None, page: PageRequest::default() };
    assert!(ListCustomSubjects { curricula: &repo }.execute(&viewer_of(2), custom.clone()).is_ok());
    let nobody = actor(RoleLevel::Institution, Some(2), &[]);
    assert!(matches!(ListCurricula { curricula: &repo }.execute(&nobody, query), Err(AppError::Forbidden)));
    assert!(matches!(ListCustomSubjects { curricula: &repo }.execute(&nobody, custom), Err(AppError::Forbidden)));
}

#[test]
fn only_a_new_curriculum_is_edited_distributed_or_deleted() {
    let unit = FakeUnit::new(with_catalogue(found(2, CurriculumStatus::Approved, true), catalogue(InstitutionType::Hei, 2)));
    let me = admin_of(2);
    assert_eq!(code_of(EditCurriculum { unit: &unit }.execute(&me, id(), form(None), Version::new(3), &meta())), "illegal_transition");
    assert_eq!(code_of(DeleteCurriculum { unit: &unit }.execute(&me, id(), &meta())), "illegal_transition");
    let separate = SeparateCurriculumToSemesters { unit: &unit };
    assert_eq!(code_of(separate.execute(&me, id(), plan_form(), Version::new(3), &meta())), "illegal_transition");
    assert!(matches!(separate.execute(&viewer_of(2), id(), plan_form(), Version::new(3), &meta()), Err(AppError::Forbidden)));
    assert_eq!(unit.ended(), (0, 3));
}

#[test]
fn a_new_curriculum_is_deleted_and_edited_with_fewer_semesters() {
    let mut tx = found(2, CurriculumStatus::New, false);
    tx.curricula.expect_delete().withf(|_, version| version.get() == 3).times(1).returning(|_, _| Ok(()));
    tx.curricula.expect_rated().returning(|_| Ok(BTreeSet::new()));
    tx.curricula
        .expect_save()
        .withf(|_, details, plan, version| {
            details.number_of_semesters == 1 && plan.distribution.semester_count() == 1 && plan.dates.len() == 1 && version.get() == 3
        })
        .times(1)
        .returning(|_, _, _, _| Ok(curriculum(2, CurriculumStatus::New, false)));
    let unit = FakeUnit::new(with_catalogue(tx, catalogue(InstitutionType::Hei, 2)));
    assert!(DeleteCurriculum { unit: &unit }.execute(&admin_of(2), id(), &meta()).is_ok());
    let edit = EditCurriculum { unit: &unit };
    assert!(edit.execute(&admin_of(2), id(), form(Some(1)), Version::new(3), &meta()).is_ok());
    assert!(matches!(edit.execute(&admin_of(2), id(), form(Some(1)), Version::new(2), &meta()), Err(AppError::StaleVersion)));
    assert_eq!(unit.ended(), (2, 1));
}

#[test]
fn an_edit_that_would_drop_a_rated_semester_row_is_refused() {
    let mut tx = found(2, CurriculumStatus::New, false);
    tx.curricula.expect_rated().returning(|_| Ok([(sid(1), sem(2))].into()));
    tx.curricula.expect_save().times(0);
    let unit = FakeUnit::new(with_catalogue(tx, catalogue(InstitutionType::Hei, 2)));
    let edit = EditCurriculum { unit: &unit };
    let refused = field_codes(edit.execute(&admin_of(2), id(), form(Some(1)), Version::new(3), &meta()));
    assert_eq!(refused, vec![("number_of_semesters".into(), "subject_rated".into())]);
}

fn named(uz: &str, hours: i64) -> NamedHoursForm {
    NamedHoursForm { id: None, name_uz: uz.into(), study_hours: hours, ..Default::default() }
}

fn plan_form() -> PlanForm {
    let row = |subject, semester, hours| SemesterRowForm {
        edu_subject_id: subject,
        semester_number: semester,
        study_hours: hours,
        is_separated: false,
    };
    let dates = |start: &str, end: &str| DatesForm { start_date: Some(start.into()), end_date: Some(end.into()) };
    PlanForm {
        subjects: vec![SubjectRowForm { edu_subject_id: 1, study_hours: 60 }, SubjectRowForm { edu_subject_id: 2, study_hours: 40 }],
        semesters: vec![vec![row(1, 1, 30), row(2, 1, 40)], vec![row(1, 2, 30)]],
        dates: vec![dates("2026-09-01", "2027-01-20"), dates("2027-02-01", "2027-06-30")],
        vocational: vec![named("Kasbiy amaliyot", 72)],
        exams: vec![named("Yakuniy davlat attestatsiyasi", 8)],
    }
}

#[test]
fn a_valid_distribution_is_saved_whole() {
    let mut tx = found(2, CurriculumStatus::New, false);
    tx.curricula.expect_rated().returning(|_| Ok(BTreeSet::new()));
    tx.curricula
        .expect_save()
        .withf(|_, details, plan, version| {
            details.number_of_semesters == 2 && plan.distribution.remaining(sid(2)) == 0 && plan.exams.len() == 1 && version.get() == 3
        })
        .times(1)
        .returning(|_, _, _, _| Ok(curriculum(2, CurriculumStatus::New, true)));
    let unit = FakeUnit::new(with_catalogue(tx, catalogue(InstitutionType::Hei, 2)));
    let separate = SeparateCurriculumToSemesters { unit: &unit };
    assert!(separate.execute(&admin_of(2), id(), plan_form(), Version::new(3), &meta()).is_ok());
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_distribution_that_removes_a_rated_subject_is_refused_and_nothing_is_saved() {
    let mut tx = found(2, CurriculumStatus::New, false);
    tx.curricula.expect_rated().returning(|_| Ok([(sid(1), sem(1))].into()));
    tx.curricula.expect_save().times(0);
    let unit = FakeUnit::new(with_catalogue(tx, catalogue(InstitutionType::Hei, 2)));
    let mut without = plan_form();
    without.subjects.remove(0);
    without.semesters = vec![vec![], vec![]];
    let separate = SeparateCurriculumToSemesters { unit: &unit };
    let refused = field_codes(separate.execute(&admin_of(2), id(), without, Version::new(3), &meta()));
    assert_eq!(refused, vec![("edu_subject".into(), "subject_rated".into()), ("semester_edu_subjects.0".into(), "subject_rated".into())]);
    let no_vocational = PlanForm { vocational: vec![], exams: vec![], ..plan_form() };
    let refused = field_codes(separate.execute(&admin_of(2), id(), no_vocational, Version::new(3), &meta()));
    assert_eq!(refused, vec![("vocational_subjects".into(), "vocational_required".into()), ("exams".into(), "exams_required".into())]);
    assert_eq!(unit.ended(), (0, 2));
}

#[test]
fn approval_needs_a_complete_distribution() {
    let mut incomplete = found(2, CurriculumStatus::New, false);
    incomplete.curricula.expect_set_status().times(0);
    let incomplete = FakeUnit::new(incomplete);
    let refused = ApproveCurriculum { unit: &incomplete }.execute(&admin_of(2), id(), None, &meta());
    match refused {
        Err(AppError::Rule(rule)) => {
            assert_eq!(rule.code(), "distribution_incomplete");
            assert!(rule.message(domain::language::Language::Uz).contains("«Oliy matematika» fanining 40 soati taqsimlanmagan"));
        }
        other => panic!("expected an incomplete distribution, got {other:?}"),
    }
    let mut complete = found(2, CurriculumStatus::New, true);
    complete
        .curricula
        .expect_set_status()
        .withf(|_, to, version| *to == CurriculumStatus::Approved && *version == Version::new(3))
        .times(1)
        .returning(|_, _, _| Ok(curriculum(2, CurriculumStatus::Approved, true)));
    let complete = FakeUnit::new(complete);
    assert!(ApproveCurriculum { unit: &complete }.execute(&admin_of(2), id(), Some(Version::new(3)), &meta()).is_ok());
    assert!(matches!(
        ApproveCurriculum { unit: &complete }.execute(&admin_of(2), id(), Some(Version::new(1)), &meta()),
        Err(AppError::StaleVersion)
    ));
    assert!(matches!(ApproveCurriculum { unit: &complete }.execute(&viewer_of(2), id(), None, &meta()), Err(AppError::Forbidden)));
}

#[test]
fn cancel_is_refused_while_groups_study_by_the_curriculum_or_outside_approved() {
    let mut busy = found(2, CurriculumStatus::Approved, true);
    busy.curricula.expect_set_status().times(0);
    busy.curricula.expect_groups_studying().returning(|_| Ok(2));
    let busy = FakeUnit::new(busy);
    assert_eq!(code_of(CancelCurriculum { unit: &busy }.execute(&admin_of(2), id(), None, &meta())), "curriculum_in_use");
    let fresh = FakeUnit::new(found(2, CurriculumStatus::New, true));
    assert_eq!(code_of(CancelCurriculum { unit: &fresh }.execute(&admin_of(2), id(), None, &meta())), "illegal_transition");

    let mut approved = found(2, CurriculumStatus::Approved, true);
    approved.curricula.expect_groups_studying().returning(|_| Ok(0));
    approved
        .curricula
        .expect_set_status()
        .withf(|_, to, _| *to == CurriculumStatus::New)
        .times(1)
        .returning(|_, _, _| Ok(curriculum(2, CurriculumStatus::New, true)));
    let approved = FakeUnit::new(approved);
    assert!(CancelCurriculum { unit: &approved }.execute(&admin_of(2), id(), None, &meta()).is_ok());
}

#[test]
fn inactivate_and_archive_follow_the_table() {
    let mut archived = found(2, CurriculumStatus::Archived, true);
    archived.curricula.expect_set_status().times(0);
    let archived = FakeUnit::new(archived);
    assert_eq!(code_of(InactivateCurriculum { unit: &archived }.execute(&admin_of(2), id(), None, &meta())), "illegal_transition");
    assert_eq!(code_of(ArchiveCurriculum { unit: &archived }.execute(&admin_of(2), id(), None, &meta())), "illegal_transition");
    let fresh = FakeUnit::new(found(2, CurriculumStatus::New, false));
    assert_eq!(code_of(ArchiveCurriculum { unit: &fresh }.execute(&admin_of(2), id(), None, &meta())), "illegal_transition");

    let mut inactive = found(2, CurriculumStatus::Inactive, true);
    inactive
        .curricula
        .expect_set_status()
        .withf(|_, to, _| *to == CurriculumStatus::Archived)
        .times(1)
        .returning(|_, _, _| Ok(curriculum(2, CurriculumStatus::Archived, true)));
    let inactive = FakeUnit::new(inactive);
    assert!(ArchiveCurriculum { unit: &inactive }.execute(&admin_of(2), id(), None, &meta()).is_ok());
    assert!(matches!(InactivateCurriculum { unit: &inactive }.execute(&viewer_of(2), id(), None, &meta()), Err(AppError::Forbidden)));
}

#[test]
fn check_rating_answers_for_a_visible_curriculum() {
    let mut repo = queries(2);
    repo.expect_has_rating().withf(|_, subject| subject.get() == 1).times(1).returning(|_, _| Ok(true));
    assert_eq!(CheckCurriculumRating { curricula: &repo }.execute(&viewer_of(2), id(), sid(1)).ok(), Some(true));
    let nobody = actor(RoleLevel::Institution, Some(2), &[]);
    assert!(matches!(CheckCurriculumRating { curricula: &repo }.execute(&nobody, id(), sid(1)), Err(AppError::Forbidden)));
}

#[test]
fn another_model_curriculum_brings_its_own_subjects_afresh_and_keeps_the_rest() {
    let mut tx = found(2, CurriculumStatus::New, true);
    tx.curricula.expect_rated().returning(|_| Ok(BTreeSet::new()));
    tx.curricula
        .expect_save()
        .withf(|_, details, plan, _| {
            details.curriculum_template_id.get() == 5
                && plan.distribution.subjects() == [SubjectHours { subject: sid(9), study_hours: 30 }]
                && plan.distribution.semesters().iter().all(|rows| rows.is_empty())
                && plan.dates.iter().all(|d| d.start.is_some())
                && plan.vocational.len() == 1
                && plan.exams.len() == 1
        })
        .times(1)
        .returning(|_, _, _, _| Ok(curriculum(2, CurriculumStatus::New, false)));
    let mut cat = MockCurriculumCatalogue::new();
    cat.expect_institution_type().returning(|_| Ok(Some(InstitutionType::Hei)));
    cat.expect_template().returning(|id| {
        Ok(Some(TemplateOutline {
            id,
            institution_type: InstitutionType::Hei,
            number_of_semesters: 2,
            subjects: vec![SubjectHours { subject: sid(9), study_hours: 30 }],
        }))
    });
    cat.expect_subject_type_exists().returning(|_| Ok(true));
    cat.expect_direction_exists().returning(|_| Ok(true));
    let unit = FakeUnit::new(with_catalogue(tx, cat));
    let edit = EditCurriculum { unit: &unit };
    let other = CurriculumForm { curriculum_template_id: 5, ..form(None) };
    assert!(edit.execute(&admin_of(2), id(), other, Version::new(3), &meta()).is_ok());
}

mod assessment {
    use domain::assessment::{ControlForm, PlanForm};
    use domain::curriculum::CurriculumStatus;
    use domain::ids::CurriculumId;
    use domain::permission::Permission;
    use domain::version::Version;

    use crate::curricula::{SaveCurriculumAssessment, SubjectPlanForm};
    use crate::ports::RequestMeta;
    use crate::test_support::{institution, is_forbidden, refused_fields, FakeTx, FakeUnit};
    use crate::AppError;

    fn plan(maxima: [i64; 3]) -> SubjectPlanForm {
        SubjectPlanForm {
            semester_number: 1,
            edu_subject_id: 5,
            plan: PlanForm {
                marking_system: "HUNDRED_POINT".into(),
                final_form: "EXAM".into(),
                credits: 4,
                controls: ["CURRENT", "MIDTERM", "FINAL"]
                    .iter()
                    .zip(maxima)
                    .map(|(c, m)| ControlForm { control: (*c).into(), max_points: m })
                    .collect(),
                current_entered: false,
            },
        }
    }

    #[test]
    fn plans_that_break_their_scale_are_refused_before_the_transaction() {
        let unit = FakeUnit::new(FakeTx::new());
        let actor = institution(&[Permission::CurriculumEdit]);
        let refused = SaveCurriculumAssessment { unit: &unit }.execute(
            &actor,
            CurriculumId::from_stored(4),
            &[plan([40, 30, 20])],
            Version::new(1),
            &RequestMeta::default(),
        );
        assert_eq!(refused_fields(refused), ["plans.0.controls"]);
        assert!(is_forbidden(SaveCurriculumAssessment { unit: &unit }.execute(
            &institution(&[Permission::CurriculumView]),
            CurriculumId::from_stored(4),
            &[],
            Version::new(1),
            &RequestMeta::default()
        )));
        assert_eq!(unit.ended(), (0, 0));
    }

    #[test]
    fn an_approved_curriculums_plans_do_not_change() {
        let mut tx = FakeTx::new();
        tx.curricula.expect_find().returning(|_, _| {
            let mut found = super::curriculum(2, CurriculumStatus::Approved, true);
            found.curriculum.version = Version::new(1);
            Ok(Some(found))
        });
        tx.assessment.expect_save().never();
        let unit = FakeUnit::new(tx);
        let actor = institution(&[Permission::CurriculumEdit]);
        let refused = SaveCurriculumAssessment { unit: &unit }.execute(
            &actor,
            CurriculumId::from_stored(4),
            &[plan([40, 30, 30])],
            Version::new(1),
            &RequestMeta::default(),
        );
        assert!(matches!(refused, Err(AppError::Conflict(_))));
    }
}

use domain::curriculum::{CurriculumStatus, EduForm, EduLanguage, RatingType};
use domain::group::{Group, GroupDraft, GroupForm, GroupStatus, SubgroupForm};
use domain::ids::{CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::student::StudentStatus;
use domain::version::Version;

use super::*;
use crate::ports::{CurriculumFacts, GroupView, Member, RequestMeta, SemesterSubject, StoredRating};
use crate::test_support::{clock_on, institution, is_forbidden, FakeTx, FakeUnit};
use crate::AppError;

fn form() -> GroupForm {
    GroupForm {
        name: "DI-26-01".into(),
        course: 1,
        current_semester: 1,
        number_of_students: 25,
        opened_year: 2026,
        curriculum_id: 4,
        edu_direction_id: 3,
        edu_form: "FULL_TIME".into(),
        edu_language: "UZ".into(),
    }
}

fn facts(status: CurriculumStatus, institution: i64) -> CurriculumFacts {
    CurriculumFacts {
        id: CurriculumId::from_stored(4),
        institution_id: InstitutionId::from_stored(institution),
        status,
        rating_type: RatingType::FivePoint,
        number_of_semesters: 4,
    }
}

fn group(enrolled: i32) -> Group {
    Group {
        id: GroupId::from_stored(7),
        institution_id: InstitutionId::from_stored(2),
        details: GroupDraft {
            name: "DI-26-01".into(),
            course: 1,
            current_semester: 1,
            number_of_students: 25,
            opened_year: 2026,
            curriculum_id: CurriculumId::from_stored(4),
            edu_direction_id: DirectionId::from_stored(3),
            edu_form: EduForm::FullTime,
            edu_language: EduLanguage::Uz,
        },
        status: GroupStatus::Active,
        current_number_of_students: enrolled,
        version: Version::new(3),
    }
}

fn view(group: Group) -> GroupView {
    GroupView {
        group,
        institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
        curriculum_name: "Reja".into(),
        rating_type: RatingType::FivePoint,
        number_of_semesters: 4,
        direction_code: "60610600".into(),
        direction_name: MultilingualName::from_stored("Dasturiy injiniring".into(), String::new(), String::new(), String::new()),
    }
}

const ALL: [Permission; 5] = [
    Permission::EduGroupAdd,
    Permission::EduGroupEdit,
    Permission::EduGroupView,
    Permission::EduGroupDelete,
    Permission::EduGroupInactivate,
];

#[test]
fn a_group_is_created_on_an_approved_curriculum_and_audited_in_the_same_transaction() {
    let mut tx = FakeTx::new();
    tx.groups.expect_curriculum().returning(|_| Ok(Some(facts(CurriculumStatus::Approved, 2))));
    tx.groups.expect_direction_exists().returning(|_| Ok(true));
    tx.groups.expect_insert().times(1).returning(|_, _| Ok(group(0)));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, entity, id, changes| {
            *entity == domain::audit::EntityType::Group && *id == Some(7) && changes.iter().any(|(f, _, _)| *f == "name")
        })
        .returning(|_, _, _, _| Ok(()));
    tx.groups.expect_view().returning(|_| Ok(view(group(0))));
    let unit = FakeUnit::new(tx);
    let created = CreateGroup { unit: &unit }.execute(&institution(&ALL), form(), &RequestMeta::default()).unwrap();
    assert_eq!(created.group.id, GroupId::from_stored(7));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_curriculum_not_approved_or_of_another_institution_is_refused_and_nothing_is_written() {
    for facts in [facts(CurriculumStatus::New, 2), facts(CurriculumStatus::Approved, 9)] {
        let mut tx = FakeTx::new();
        tx.groups.expect_curriculum().returning(move |_| Ok(Some(facts.clone())));
        tx.groups.expect_direction_exists().returning(|_| Ok(true));
        tx.groups.expect_insert().never();
        let unit = FakeUnit::new(tx);
        let refused = CreateGroup { unit: &unit }.execute(&institution(&ALL), form(), &RequestMeta::default());
        match refused {
            Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "curriculum_id"),
            other => panic!("{other:?}"),
        }
        assert_eq!(unit.ended(), (0, 1));
    }
}

#[test]
fn without_the_permission_no_transaction_starts() {
    let unit = FakeUnit::new(FakeTx::new());
    assert!(is_forbidden(CreateGroup { unit: &unit }.execute(&institution(&[Permission::EduGroupView]), form(), &RequestMeta::default())));
    assert!(is_forbidden(DeleteGroup { unit: &unit }.execute(&institution(&[]), GroupId::from_stored(7), &RequestMeta::default())));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_stale_version_changes_nothing() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(3))));
    tx.groups.expect_save().never();
    let unit = FakeUnit::new(tx);
    let stale =
        UpdateGroup { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7), form(), Version::new(2), &RequestMeta::default());
    assert!(matches!(stale, Err(AppError::StaleVersion)));
}

#[test]
fn a_group_of_another_institution_is_not_found() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(Group { institution_id: InstitutionId::from_stored(9), ..group(0) })));
    let unit = FakeUnit::new(tx);
    let hidden = InactivateGroup { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7), None, &RequestMeta::default());
    assert!(matches!(hidden, Err(AppError::NotFound)));
}

#[test]
fn a_group_with_students_is_not_deleted_and_an_inactive_one_is_not_inactivated_again() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(2))));
    tx.groups.expect_delete().never();
    let unit = FakeUnit::new(tx);
    let refused = DeleteGroup { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7), &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Conflict(ref rule)) if rule.code() == "group_has_students"));

    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(Group { status: GroupStatus::Inactive, ..group(0) })));
    tx.groups.expect_save().never();
    let unit = FakeUnit::new(tx);
    let again = InactivateGroup { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7), None, &RequestMeta::default());
    assert!(matches!(again, Err(AppError::Conflict(_))));
}

fn sheet_tx(stored: i32) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(1))));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(facts(CurriculumStatus::Approved, 2))));
    tx.groups.expect_semester_subjects().returning(|_, _| {
        Ok(vec![SemesterSubject {
            id: EduSubjectId::from_stored(5),
            code: "OM".into(),
            name: MultilingualName::from_stored("Matematika".into(), String::new(), String::new(), String::new()),
            study_hours: 60,
        }])
    });
    tx.groups.expect_members().returning(|_| {
        Ok(vec![Member { id: StudentId::from_stored(11), fio: "A".into(), pinfl: "50101061234567".into(), status: StudentStatus::Active }])
    });
    tx.ratings.expect_sheet().returning(move |_, _, _| {
        Ok(vec![StoredRating { id: 90, student: StudentId::from_stored(11), subject: EduSubjectId::from_stored(5), rating: stored }])
    });
    // No subject of the sheet is in the journal yet.
    tx.assessment.expect_plans().returning(|_| Ok(Vec::new()));
    tx
}

fn cell(student: i64, subject: i64, rating: Option<i64>) -> RatingCellForm {
    RatingCellForm { student_id: student, edu_subject_id: subject, rating }
}

#[test]
fn a_rating_outside_the_scale_or_the_group_refuses_the_whole_sheet() {
    let mut tx = sheet_tx(4);
    tx.ratings.expect_put().never();
    let unit = FakeUnit::new(tx);
    let refused = SaveRatings { unit: &unit, clock: &clock_on(2026, 11, 26) }.execute(
        &institution(&ALL),
        GroupId::from_stored(7),
        Some(1),
        &[cell(11, 5, Some(5)), cell(11, 5, Some(6)), cell(12, 5, Some(4)), cell(11, 6, Some(4))],
        &RequestMeta::default(),
    );
    match refused {
        Err(AppError::Validation(errors)) => {
            let fields: Vec<_> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
            assert_eq!(fields, ["ratings.1.rating", "ratings.2.student_id", "ratings.3.edu_subject_id"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn only_a_changed_cell_is_written_and_audited_with_its_old_and_new_value() {
    let mut tx = sheet_tx(4);
    tx.ratings.expect_put().times(1).returning(|_, _, _, _, _| Ok(90));
    // A changed rating keeps the group's standings of the semester.
    crate::test_support::keeps_standings(&mut tx, &[11], Some(1));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, _, id, changes| {
            *id == Some(90) && changes == &vec![("rating", domain::audit::AuditValue::Int(4), domain::audit::AuditValue::Int(5))]
        })
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    SaveRatings { unit: &unit, clock: &clock_on(2026, 11, 26) }
        .execute(&institution(&ALL), GroupId::from_stored(7), Some(1), &[cell(11, 5, Some(5))], &RequestMeta::default())
        .unwrap();

    let mut tx = sheet_tx(5);
    tx.ratings.expect_put().never();
    tx.audit.expect_record().never();
    tx.standings.expect_replace().never();
    let unit = FakeUnit::new(tx);
    SaveRatings { unit: &unit, clock: &clock_on(2026, 11, 26) }
        .execute(&institution(&ALL), GroupId::from_stored(7), Some(1), &[cell(11, 5, Some(5))], &RequestMeta::default())
        .unwrap();
}

#[test]
fn subgroups_that_leave_a_student_out_are_refused() {
    let mut tx = sheet_tx(4);
    tx.groups.expect_replace_subgroups().never();
    let unit = FakeUnit::new(tx);
    let refused = SaveSubgroups { unit: &unit }.execute(
        &institution(&ALL),
        GroupId::from_stored(7),
        EduSubjectId::from_stored(5),
        &[SubgroupForm { name: "1".into(), student_ids: vec![] }],
    );
    assert!(matches!(refused, Err(AppError::Validation(_))));
}

#[test]
fn a_groups_students_are_read_only_with_edu_group_view_and_only_in_its_institution() {
    let unit = FakeUnit::new(FakeTx::new());
    assert!(is_forbidden(GroupStudents { unit: &unit }.execute(&institution(&[Permission::StudentView]), GroupId::from_stored(7))));
    assert_eq!(unit.ended(), (0, 0));

    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(Group { institution_id: InstitutionId::from_stored(9), ..group(1) })));
    tx.groups.expect_members().never();
    let unit = FakeUnit::new(tx);
    let hidden = GroupStudents { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7));
    assert!(matches!(hidden, Err(AppError::NotFound)));

    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(1))));
    tx.groups.expect_members().withf(|id| *id == GroupId::from_stored(7)).returning(|_| {
        Ok(vec![Member { id: StudentId::from_stored(11), fio: "A".into(), pinfl: "50101061234567".into(), status: StudentStatus::OnLeave }])
    });
    let unit = FakeUnit::new(tx);
    let students = GroupStudents { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7)).unwrap();
    assert_eq!(students.iter().map(|m| (m.id.get(), m.status)).collect::<Vec<_>>(), vec![(11, StudentStatus::OnLeave)]);
}

#[test]
fn subjects_are_those_of_the_current_semester_unless_another_of_the_curriculum_is_asked() {
    let subjects = |asked: Option<i64>, expected: Option<i32>| {
        let mut tx = FakeTx::new();
        tx.groups.expect_find().returning(|_, _| Ok(Some(group(0))));
        tx.groups.expect_curriculum().returning(|_| Ok(Some(facts(CurriculumStatus::Approved, 2))));
        match expected {
            Some(semester) => tx.groups.expect_semester_subjects().times(1).withf(move |_, s| *s == semester).returning(|_, _| Ok(vec![])),
            None => tx.groups.expect_semester_subjects().never(),
        };
        let unit = FakeUnit::new(tx);
        GroupSubjects { unit: &unit }.execute(&institution(&ALL), GroupId::from_stored(7), asked)
    };
    assert!(subjects(None, Some(1)).is_ok(), "the group's current semester");
    assert!(subjects(Some(4), Some(4)).is_ok(), "the curriculum's last semester");
    for beyond in [0, 5] {
        match subjects(Some(beyond), None) {
            Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "semester"),
            other => panic!("semester {beyond}: {other:?}"),
        }
    }
}

/// Group 7 (course 1) of students 11, 12 and 13: 11 has kept grades without debts, 12 a debt, 13
/// nothing decided yet; on the credit system or not.
fn promotion_tx(credit: bool) -> FakeTx {
    use domain::assessment::{AssessmentPlan, MarkingSystem};
    use domain::journal::JournalSettings;
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|id, _| {
        let found = crate::test_support::group(id.get());
        let course = if id.get() == 7 { 1 } else { 3 };
        Ok(Some(Group { details: GroupDraft { course, ..found.details }, ..found }))
    });
    tx.assessment.expect_plans().returning(move |_| {
        let system = if credit { MarkingSystem::Credit } else { MarkingSystem::HundredPoint };
        Ok(vec![crate::ports::PlannedSubject {
            semester: 1,
            subject: EduSubjectId::from_stored(5),
            code: "OM-101".into(),
            name: crate::test_support::name("Oliy matematika"),
            study_hours: 120,
            plan: AssessmentPlan { marking_system: system, ..AssessmentPlan::default_for(RatingType::HundredPoint, 120) },
        }])
    });
    tx.journal.expect_settings().returning(|_| Ok((JournalSettings::default(), Version::new(0))));
    tx.groups.expect_members().returning(|_| Ok(crate::test_support::members(&[11, 12, 13])));
    tx.standings.expect_sums().returning(|_, _, _| {
        use crate::test_support::kept_sums;
        // 11: 4 credits of 3 and 1 of 5 → 3.4; 12: a grade 2 of 5 credits and a 5 of 5 → 3.5, one debt.
        Ok(vec![kept_sums(11, 1, 17, 5, 0), kept_sums(12, 1, 35, 10, 1)])
    });
    tx
}

#[test]
fn promotion_weighs_debts_or_on_the_credit_system_the_gpa_against_the_institutions_limit() {
    let clock = clock_on(2026, 6, 30);
    let actor = institution(&[Permission::StudentTransfer]);
    let unit = FakeUnit::new(promotion_tx(false));
    let preview = PreviewPromotion { unit: &unit, clock: &clock }.execute(&actor, GroupId::from_stored(7)).unwrap();
    let split: Vec<(i64, Option<i32>, Option<&str>)> =
        preview.students.iter().map(|c| (c.student.get(), c.gpa.map(|g| g.tenths()), c.stays.map(|r| r.code()))).collect();
    assert_eq!(split, [(11, Some(34), None), (12, Some(35), Some("DEBTS")), (13, None, None)]);
    assert!(!preview.credit_system);

    let unit = FakeUnit::new(promotion_tx(true));
    let preview = PreviewPromotion { unit: &unit, clock: &clock }.execute(&actor, GroupId::from_stored(7)).unwrap();
    let stays: Vec<Option<&str>> = preview.students.iter().map(|c| c.stays.map(|r| r.code())).collect();
    // The limit is 2.4 by default: both GPAs reach it, debts or not; no GPA does not.
    assert_eq!(stays, [None, None, Some("GPA_BELOW_LIMIT")]);
    assert!(is_forbidden(
        PreviewPromotion { unit: &unit, clock: &clock }.execute(&institution(&[Permission::EduGroupEdit]), GroupId::from_stored(7))
    ));
}

#[test]
fn a_group_is_promoted_only_to_a_group_of_its_next_course() {
    let clock = clock_on(2026, 6, 30);
    let mut tx = promotion_tx(false);
    tx.orders.expect_insert().never();
    let unit = FakeUnit::new(tx);
    let form = PromotionForm { to_edu_group_id: 8, number: "12-K".into(), date: "2026-06-30".into() };
    let refused = PromoteGroup { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::StudentTransfer]),
        GroupId::from_stored(7),
        &form,
        &RequestMeta::default(),
    );
    match refused {
        Err(AppError::Validation(errors)) => {
            assert_eq!(errors.fields()[0], ("to_edu_group_id".into(), domain::validation::Invalid::NotNextCourse { course: 2 }))
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

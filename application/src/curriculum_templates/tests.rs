use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm, TemplateSubjectForm};
use domain::direction::{Direction, DirectionDraft};
use domain::ids::{CurriculumTemplateId, DirectionId};
use domain::institution::InstitutionType;
use domain::paging::Page;
use domain::permission::Permission::*;
use domain::version::Version;

use super::*;
use crate::ports::{CurriculumTemplateQuery, MockCurriculumTemplateQueries, MockDirectionRepository, MockSubjectRepository, RequestMeta};
use crate::test_support::{institution, is_forbidden, ministry, name, refused_fields, FakeTx, FakeUnit};
use crate::AppError;

fn form(direction: Option<i64>, subjects: &[i64]) -> CurriculumTemplateForm {
    CurriculumTemplateForm {
        name_uz: "Kompyuter injiniringi (namunaviy o‘quv reja)".into(),
        edu_direction_id: direction,
        institution_type: "HEI".into(),
        number_of_semesters: Some(4),
        subjects: subjects.iter().map(|id| TemplateSubjectForm { edu_subject_id: Some(*id), study_hours: Some(120) }).collect(),
        ..Default::default()
    }
}

fn template() -> CurriculumTemplate {
    CurriculumTemplate {
        id: CurriculumTemplateId::from_stored(4),
        details: CurriculumTemplateDraft::parse(&form(None, &[1])).unwrap(),
        direction: None,
        subjects: vec![],
        version: Version::new(1),
    }
}

/// Direction 7 (HEI) and direction 8 (LYCEUM) exist.
fn classifier() -> MockDirectionRepository {
    let mut directions = MockDirectionRepository::new();
    directions.expect_find().returning(|id, _| {
        let kind = match id.get() {
            7 => InstitutionType::Hei,
            8 => InstitutionType::Lyceum,
            _ => return Ok(None),
        };
        Ok(Some(Direction {
            id,
            details: DirectionDraft { code: format!("6061010{}", id.get()), name: name("Kompyuter injiniringi"), institution_type: kind },
            version: Version::new(1),
        }))
    });
    directions
}

/// A catalogue holding subjects 1 to 3.
fn catalogue() -> MockSubjectRepository {
    let mut subjects = MockSubjectRepository::new();
    subjects.expect_known().returning(|ids| Ok(ids.iter().copied().filter(|id| id.get() <= 3).collect()));
    subjects
}

/// A transaction that reads the directions of `classifier` and the subjects of `catalogue`.
fn with_references(mut tx: FakeTx) -> FakeTx {
    tx.directions = classifier();
    tx.subjects = catalogue();
    tx
}

#[test]
fn model_curricula_are_read_by_their_keepers_and_by_curriculum_makers() {
    let mut repo = MockCurriculumTemplateQueries::new();
    repo.expect_list().times(2).returning(|_| Ok(Page::exact(vec![template()], 1)));
    repo.expect_find().returning(|id| Ok((id.get() == 4).then(template)));
    let query = CurriculumTemplateQuery { search: None, direction_id: None, institution_type: None, page: Default::default() };
    let list = ListCurriculumTemplates { templates: &repo };
    assert!(list.execute(&ministry(&[CurriculumTemplateView]), query.clone()).is_ok());
    assert!(list.execute(&institution(&[CurriculumView]), query.clone()).is_ok());
    assert!(is_forbidden(list.execute(&institution(&[EduSubjectView]), query)));
    let get = GetCurriculumTemplate { templates: &repo };
    assert!(get.execute(&institution(&[CurriculumView]), CurriculumTemplateId::from_stored(4)).is_ok());
    assert!(matches!(get.execute(&institution(&[CurriculumView]), CurriculumTemplateId::from_stored(5)), Err(AppError::NotFound)));
    assert!(is_forbidden(get.execute(&institution(&[TeacherTopic]), CurriculumTemplateId::from_stored(4))));
}

#[test]
fn the_ministry_creates_a_model_of_a_fitting_direction_and_known_subjects() {
    let mut tx = FakeTx::new();
    tx.curriculum_templates
        .expect_insert()
        .withf(|draft| draft.direction_id == Some(DirectionId::from_stored(7)) && draft.subjects.len() == 2)
        .times(1)
        .returning(|_| Ok(template()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(with_references(tx));
    let create = CreateCurriculumTemplate { unit: &unit };
    assert!(create.execute(&ministry(&[CurriculumTemplateAdd]), form(Some(7), &[1, 2]), &RequestMeta::default()).is_ok());
    assert!(is_forbidden(create.execute(&institution(&[CurriculumTemplateAdd]), form(None, &[1]), &RequestMeta::default())));
    assert!(is_forbidden(create.execute(&ministry(&[CurriculumView, CurriculumTemplateView]), form(None, &[1]), &RequestMeta::default())));
}

#[test]
fn unknown_or_unfitting_references_are_refused_together_before_storage() {
    let mut tx = with_references(FakeTx::new());
    tx.curriculum_templates.expect_insert().times(0);
    tx.curriculum_templates.expect_find().returning(|_, _| Ok(Some(template())));
    tx.curriculum_templates.expect_save().times(0);
    let unit = FakeUnit::new(tx);
    let actor = ministry(&[CurriculumTemplateAdd, CurriculumTemplateEdit]);
    let create = CreateCurriculumTemplate { unit: &unit };
    let refused = create.execute(&actor, form(Some(99), &[1, 9]), &RequestMeta::default());
    assert_eq!(refused_fields(refused), vec!["edu_direction_id", "subjects.1.edu_subject_id"]);
    let lyceum_direction = create.execute(&actor, form(Some(8), &[1]), &RequestMeta::default());
    match lyceum_direction {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].1, domain::validation::Invalid::OtherInstitutionType),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let update = UpdateCurriculumTemplate { unit: &unit };
    let id = CurriculumTemplateId::from_stored(4);
    let empty = update.execute(&actor, id, form(None, &[]), Version::new(1), &RequestMeta::default());
    assert_eq!(refused_fields(empty), vec!["subjects"]);
}

#[test]
fn updates_and_deletes_are_the_ministrys() {
    let mut tx = FakeTx::new();
    tx.curriculum_templates.expect_find().returning(|_, _| Ok(Some(template())));
    tx.curriculum_templates.expect_save().times(1).returning(|_, _, _| Err(AppError::StaleVersion));
    tx.curriculum_templates.expect_delete().times(1).returning(|_| Ok(()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(with_references(tx));
    let id = CurriculumTemplateId::from_stored(4);
    let update = UpdateCurriculumTemplate { unit: &unit };
    assert!(is_forbidden(update.execute(
        &institution(&[CurriculumTemplateEdit]),
        id,
        form(None, &[1]),
        Version::new(1),
        &RequestMeta::default()
    )));
    let stale = update.execute(&ministry(&[CurriculumTemplateEdit]), id, form(None, &[1]), Version::new(1), &RequestMeta::default());
    assert!(matches!(stale, Err(AppError::StaleVersion)));
    let delete = DeleteCurriculumTemplate { unit: &unit };
    assert!(is_forbidden(delete.execute(&institution(&[CurriculumTemplateDelete]), id, &RequestMeta::default())));
    assert!(delete.execute(&ministry(&[CurriculumTemplateDelete]), id, &RequestMeta::default()).is_ok());
}

use domain::ids::SubjectTypeId;
use domain::permission::Permission::*;
use domain::subject::{SubjectType, SubjectTypeDraft, SubjectTypeForm};
use domain::version::Version;

use super::*;
use crate::ports::{MockSubjectTypeQueries, RequestMeta, SubjectTypeQuery};
use crate::test_support::{institution, is_forbidden, ministry, name, refused_fields, FakeTx, FakeUnit};
use crate::AppError;

fn form(uz: &str) -> SubjectTypeForm {
    SubjectTypeForm { name_uz: uz.into(), ..Default::default() }
}

fn stored() -> SubjectType {
    SubjectType { id: SubjectTypeId::from_stored(5), details: SubjectTypeDraft { name: name("Tanlov fanlari") }, version: Version::new(1) }
}

fn query() -> SubjectTypeQuery {
    SubjectTypeQuery { search: None, page: Default::default() }
}

#[test]
fn subject_and_curriculum_viewers_read_the_types_others_do_not() {
    let mut repo = MockSubjectTypeQueries::new();
    repo.expect_list().times(2).returning(|_| Ok(domain::paging::Page::exact(vec![stored()], 1)));
    repo.expect_find().times(1).returning(|_| Ok(None));
    let list = ListSubjectTypes { types: &repo };
    assert!(list.execute(&ministry(&[EduSubjectView]), query()).is_ok());
    assert!(list.execute(&institution(&[CurriculumView]), query()).is_ok());
    assert!(is_forbidden(list.execute(&institution(&[TeacherTopic]), query())));
    let get = GetSubjectType { types: &repo };
    assert!(matches!(get.execute(&ministry(&[EduSubjectView]), SubjectTypeId::from_stored(9)), Err(AppError::NotFound)));
    assert!(is_forbidden(get.execute(&ministry(&[]), SubjectTypeId::from_stored(5))));
}

#[test]
fn only_the_ministry_changes_the_types() {
    let mut tx = FakeTx::new();
    tx.subject_types.expect_insert().times(1).returning(|_| Ok(stored()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateSubjectType { unit: &unit };
    assert!(create.execute(&ministry(&[EduSubjectAdd]), form("Tanlov fanlari"), &RequestMeta::default()).is_ok());
    // An institution role given the permission still may not change the ministry's catalogue.
    assert!(is_forbidden(create.execute(&institution(&[EduSubjectAdd]), form("X"), &RequestMeta::default())));
    assert!(is_forbidden(create.execute(&ministry(&[EduSubjectEdit]), form("X"), &RequestMeta::default())));
    let id = SubjectTypeId::from_stored(5);
    let update = UpdateSubjectType { unit: &unit };
    assert!(is_forbidden(update.execute(&institution(&[EduSubjectEdit]), id, form("X"), Version::new(1), &RequestMeta::default())));
    let delete = DeleteSubjectType { unit: &unit };
    assert!(is_forbidden(delete.execute(&institution(&[EduSubjectDelete]), id, &RequestMeta::default())));
    assert!(is_forbidden(delete.execute(&ministry(&[EduSubjectEdit]), id, &RequestMeta::default())));
}

#[test]
fn a_nameless_type_is_refused_before_storage() {
    let unit = FakeUnit::new(FakeTx::new());
    let create = CreateSubjectType { unit: &unit };
    assert_eq!(refused_fields(create.execute(&ministry(&[EduSubjectAdd]), form(" "), &RequestMeta::default())), vec!["name.uz"]);
    let update = UpdateSubjectType { unit: &unit };
    let refused =
        update.execute(&ministry(&[EduSubjectEdit]), SubjectTypeId::from_stored(5), form(""), Version::new(1), &RequestMeta::default());
    assert_eq!(refused_fields(refused), vec!["name.uz"]);
}

#[test]
fn the_stores_refusals_reach_the_caller() {
    let mut tx = FakeTx::new();
    tx.subject_types.expect_find().returning(|_, _| Ok(Some(stored())));
    tx.subject_types.expect_save().returning(|_, _, _| Err(AppError::StaleVersion));
    tx.subject_types.expect_delete().returning(|_| {
        Err(AppError::conflict(
            domain::reference::ReferencedBy::of(vec![(domain::reference::ReferrerKind::Subject, vec!["Fizika".into()], 1)]).unwrap(),
        ))
    });
    let id = SubjectTypeId::from_stored(5);
    let unit = FakeUnit::new(tx);
    let update = UpdateSubjectType { unit: &unit };
    let stale = update.execute(&ministry(&[EduSubjectEdit]), id, form("Yangi"), Version::new(1), &RequestMeta::default());
    assert!(matches!(stale, Err(AppError::StaleVersion)));
    match (DeleteSubjectType { unit: &unit }).execute(&ministry(&[EduSubjectDelete]), id, &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "still_referenced"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 2));
}

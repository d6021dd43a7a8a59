use domain::ids::SubjectId;
use domain::paging::{Ordering, Page};
use domain::permission::Permission::*;
use domain::subject::{SubjectForm, SubjectOrder, SubjectType, SubjectTypeDraft};
use domain::version::Version;

use super::*;
use crate::ports::{MockSubjectQueries, RequestMeta, SubjectQuery};
use crate::test_support::{institution, is_forbidden, ministry, name, refused_fields, subject, FakeTx, FakeUnit};
use crate::AppError;

fn form() -> SubjectForm {
    SubjectForm {
        code: "FIZ-101".into(),
        name_uz: "Fizika".into(),
        edu_subject_type_id: Some(1),
        study_hours: Some(180),
        ..Default::default()
    }
}

/// A transaction whose subject type 1 exists when `known`, and that records any audit.
fn types_with(known: bool) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.subject_types.expect_find().returning(move |id, _| {
        Ok(known.then(|| SubjectType { id, details: SubjectTypeDraft { name: name("Umumkasbiy fanlar") }, version: Version::new(1) }))
    });
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx
}

fn query() -> SubjectQuery {
    SubjectQuery {
        search: None,
        subject_type_id: None,
        ordering: Ordering { field: SubjectOrder::Name, descending: false },
        page: Default::default(),
    }
}

#[test]
fn the_catalogue_is_read_by_those_who_build_curricula() {
    let mut repo = MockSubjectQueries::new();
    repo.expect_list().times(3).returning(|_| Ok(Page::exact(vec![subject(1)], 1)));
    repo.expect_find().returning(|id| Ok((id.get() == 1).then(|| subject(1))));
    let list = ListSubjects { subjects: &repo };
    for reader in [EduSubjectView, CurriculumView, CurriculumTemplateView] {
        assert!(list.execute(&institution(&[reader]), query()).is_ok(), "{reader:?}");
    }
    assert!(is_forbidden(list.execute(&institution(&[TeacherTopic, BundleSubjectView]), query())));
    let get = GetSubject { subjects: &repo };
    assert!(get.execute(&ministry(&[EduSubjectView]), SubjectId::from_stored(1)).is_ok());
    assert!(matches!(get.execute(&ministry(&[EduSubjectView]), SubjectId::from_stored(2)), Err(AppError::NotFound)));
    assert!(is_forbidden(get.execute(&ministry(&[]), SubjectId::from_stored(1))));
}

#[test]
fn a_subject_is_created_by_the_ministry_with_an_existing_type() {
    let mut tx = types_with(true);
    tx.subjects.expect_insert().withf(|draft| draft.code == "FIZ-101").times(1).returning(|_| Ok(subject(1)));
    let unit = FakeUnit::new(tx);
    let create = CreateSubject { unit: &unit };
    assert!(create.execute(&ministry(&[EduSubjectAdd]), form(), &RequestMeta::default()).is_ok());
    assert!(is_forbidden(create.execute(&institution(&[EduSubjectAdd]), form(), &RequestMeta::default())));
    assert!(is_forbidden(create.execute(&ministry(&[EduSubjectView]), form(), &RequestMeta::default())));
}

#[test]
fn an_unknown_type_or_a_bad_form_is_refused_before_storage() {
    let mut tx = types_with(false);
    tx.subjects.expect_find().returning(|_, _| Ok(Some(subject(1))));
    let unit = FakeUnit::new(tx);
    let create = CreateSubject { unit: &unit };
    assert_eq!(refused_fields(create.execute(&ministry(&[EduSubjectAdd]), form(), &RequestMeta::default())), vec!["edu_subject_type_id"]);
    let bad = SubjectForm { study_hours: Some(0), code: String::new(), ..form() };
    assert_eq!(refused_fields(create.execute(&ministry(&[EduSubjectAdd]), bad, &RequestMeta::default())), vec!["code", "study_hours"]);
    let update = UpdateSubject { unit: &unit };
    let refused = update.execute(&ministry(&[EduSubjectEdit]), SubjectId::from_stored(1), form(), Version::new(1), &RequestMeta::default());
    assert_eq!(refused_fields(refused), vec!["edu_subject_type_id"]);
}

#[test]
fn updates_and_deletes_are_the_ministrys_and_pass_on_the_stores_answer() {
    let mut tx = types_with(true);
    tx.subjects.expect_find().returning(|id, _| Ok((id.get() == 1).then(|| subject(1))));
    tx.subjects.expect_save().times(1).returning(|_, _, _| Err(AppError::conflict(domain::subject::SubjectRule::CodeTaken)));
    let unit = FakeUnit::new(tx);
    let id = SubjectId::from_stored(1);
    let update = UpdateSubject { unit: &unit };
    assert!(is_forbidden(update.execute(&institution(&[EduSubjectEdit]), id, form(), Version::new(1), &RequestMeta::default())));
    match update.execute(&ministry(&[EduSubjectEdit]), id, form(), Version::new(1), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "duplicate"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    let delete = DeleteSubject { unit: &unit };
    assert!(is_forbidden(delete.execute(&institution(&[EduSubjectDelete]), id, &RequestMeta::default())));
    let missing = SubjectId::from_stored(2);
    assert!(matches!(delete.execute(&ministry(&[EduSubjectDelete]), missing, &RequestMeta::default()), Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 2));
}

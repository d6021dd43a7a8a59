use domain::ids::{SubjectBundleId, SubjectId};
use domain::paging::Page;
use domain::permission::Permission::*;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft, SubjectBundleForm};
use domain::version::Version;

use super::*;
use crate::ports::{MockSubjectBundleQueries, MockSubjectRepository, RequestMeta, SubjectBundleQuery};
use crate::test_support::{institution, is_forbidden, ministry, name, refused_fields, subject, FakeTx, FakeUnit};
use crate::AppError;

fn form(ids: Vec<i64>) -> SubjectBundleForm {
    SubjectBundleForm { name_uz: "IT asoslari".into(), edu_subject_ids: ids, ..Default::default() }
}

fn bundle() -> SubjectBundle {
    SubjectBundle {
        id: SubjectBundleId::from_stored(3),
        details: SubjectBundleDraft { name: name("IT asoslari"), subject_ids: vec![SubjectId::from_stored(1)] },
        subjects: vec![subject(1)],
        version: Version::new(1),
    }
}

/// A catalogue holding subjects 1 and 2.
fn catalogue() -> MockSubjectRepository {
    let mut subjects = MockSubjectRepository::new();
    subjects.expect_known().returning(|ids| Ok(ids.iter().copied().filter(|id| id.get() <= 2).collect()));
    subjects
}

#[test]
fn bundles_are_read_with_their_own_permission() {
    let mut repo = MockSubjectBundleQueries::new();
    repo.expect_list().times(1).returning(|_| Ok(Page::exact(vec![bundle()], 1)));
    repo.expect_find().times(1).returning(|_| Ok(None));
    let query = SubjectBundleQuery { search: None, page: Default::default() };
    assert!(ListSubjectBundles { bundles: &repo }.execute(&ministry(&[BundleSubjectView]), query.clone()).is_ok());
    assert!(is_forbidden(ListSubjectBundles { bundles: &repo }.execute(&institution(&[EduSubjectView, CurriculumView]), query)));
    let get = GetSubjectBundle { bundles: &repo };
    assert!(matches!(get.execute(&ministry(&[BundleSubjectView]), SubjectBundleId::from_stored(4)), Err(AppError::NotFound)));
    assert!(is_forbidden(get.execute(&ministry(&[EduSubjectView]), SubjectBundleId::from_stored(3))));
}

#[test]
fn a_bundle_of_known_subjects_is_created_by_the_ministry() {
    let mut tx = FakeTx::new();
    tx.subject_bundles.expect_insert().withf(|draft| draft.subject_ids.len() == 2).times(1).returning(|_| Ok(bundle()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    tx.subjects = catalogue();
    let unit = FakeUnit::new(tx);
    let create = CreateSubjectBundle { unit: &unit };
    assert!(create.execute(&ministry(&[BundleSubjectAdd]), form(vec![2, 1]), &RequestMeta::default()).is_ok());
    assert!(is_forbidden(create.execute(&institution(&[BundleSubjectAdd]), form(vec![1]), &RequestMeta::default())));
    assert!(is_forbidden(create.execute(&ministry(&[EduSubjectAdd]), form(vec![1]), &RequestMeta::default())));
}

#[test]
fn empty_repeated_or_unknown_subjects_are_refused_before_storage() {
    let mut tx = FakeTx::new();
    tx.subjects = catalogue();
    tx.subject_bundles.expect_find().returning(|_, _| Ok(Some(bundle())));
    tx.subject_bundles.expect_insert().times(0);
    tx.subject_bundles.expect_save().times(0);
    let unit = FakeUnit::new(tx);
    let create = CreateSubjectBundle { unit: &unit };
    let actor = ministry(&[BundleSubjectAdd, BundleSubjectEdit]);
    assert_eq!(refused_fields(create.execute(&actor, form(vec![]), &RequestMeta::default())), vec!["edu_subject_ids"]);
    assert_eq!(refused_fields(create.execute(&actor, form(vec![1, 1]), &RequestMeta::default())), vec!["edu_subject_ids.1"]);
    assert_eq!(
        refused_fields(create.execute(&actor, form(vec![1, 7, 2, 9]), &RequestMeta::default())),
        vec!["edu_subject_ids.1", "edu_subject_ids.3"]
    );
    let update = UpdateSubjectBundle { unit: &unit };
    let refused = update.execute(&actor, SubjectBundleId::from_stored(3), form(vec![8]), Version::new(1), &RequestMeta::default());
    assert_eq!(refused_fields(refused), vec!["edu_subject_ids.0"]);
}

#[test]
fn updates_and_deletes_are_the_ministrys() {
    let mut tx = FakeTx::new();
    tx.subject_bundles.expect_find().returning(|_, _| Ok(Some(bundle())));
    tx.subject_bundles.expect_save().times(1).returning(|_, _, _| Err(AppError::StaleVersion));
    tx.subject_bundles.expect_delete().times(1).returning(|_| Ok(()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    tx.subjects = catalogue();
    let unit = FakeUnit::new(tx);
    let id = SubjectBundleId::from_stored(3);
    let update = UpdateSubjectBundle { unit: &unit };
    assert!(is_forbidden(update.execute(&institution(&[BundleSubjectEdit]), id, form(vec![1]), Version::new(1), &RequestMeta::default())));
    let stale = update.execute(&ministry(&[BundleSubjectEdit]), id, form(vec![1]), Version::new(1), &RequestMeta::default());
    assert!(matches!(stale, Err(AppError::StaleVersion)));
    let delete = DeleteSubjectBundle { unit: &unit };
    assert!(is_forbidden(delete.execute(&institution(&[BundleSubjectDelete]), id, &RequestMeta::default())));
    assert!(delete.execute(&ministry(&[BundleSubjectDelete]), id, &RequestMeta::default()).is_ok());
}

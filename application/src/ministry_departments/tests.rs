use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::RequestMeta;
use crate::test_support::actor_in_first as actor;
use crate::test_support::{FakeTx, FakeUnit};
use crate::AppError;

fn draft(parent: Option<i64>) -> MinistryDepartmentDraft {
    MinistryDepartmentDraft::parse(("Oliy ta’lim boshqarmasi", "", "", ""), parent).unwrap()
}

fn stored(id: i64) -> MinistryDepartment {
    MinistryDepartment { id: MinistryDepartmentId::from_stored(id), details: draft(None), version: Version::new(1) }
}

#[test]
fn a_department_cannot_be_moved_under_its_own_descendant() {
    let mut tx = FakeTx::new();
    tx.ministry_departments.expect_find().returning(|id, _| Ok(Some(stored(id.get()))));
    // 7 lies under 5, which lies under 1: moving 1 under 7 would make a loop.
    tx.ministry_departments
        .expect_ancestors()
        .returning(|_| Ok(vec![MinistryDepartmentId::from_stored(5), MinistryDepartmentId::from_stored(1)]));
    let unit = FakeUnit::new(tx);
    let ministry = actor(RoleLevel::Ministry, &[Permission::MinistryDepartmentEdit]);
    let update = UpdateMinistryDepartment { unit: &unit };
    let moved = update.execute(&ministry, MinistryDepartmentId::from_stored(1), draft(Some(7)), Version::new(1), &RequestMeta::default());
    match moved {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "department_cycle"),
        other => panic!("expected the loop to be refused, got {other:?}"),
    }
}

#[test]
fn a_missing_parent_is_a_field_error_and_institution_roles_are_refused() {
    let mut tx = FakeTx::new();
    tx.ministry_departments.expect_find().returning(|_, _| Ok(None));
    let unit = FakeUnit::new(tx);
    let ministry = actor(RoleLevel::Ministry, &[Permission::MinistryDepartmentAdd]);
    let create = CreateMinistryDepartment { unit: &unit };
    match create.execute(&ministry, draft(Some(9)), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "parent_id"),
        other => panic!("expected a field error, got {other:?}"),
    }
    let local = actor(RoleLevel::Institution, &[Permission::MinistryDepartmentAdd]);
    assert!(matches!(create.execute(&local, draft(None), &RequestMeta::default()), Err(AppError::Forbidden)));
}

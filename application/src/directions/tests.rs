use domain::direction::DirectionForm;
use domain::ids::DirectionId;
use domain::paging::Page;
use domain::permission::Permission;
use domain::role::RoleLevel;

use super::*;
use crate::ports::{DirectionQuery, MockDirectionQueries, RequestMeta};
use crate::test_support::{actor_in_first as actor, FakeTx, FakeUnit};
use crate::AppError;

fn form() -> DirectionForm {
    DirectionForm { code: "60610100".into(), name_uz: "Kompyuter injiniringi".into(), institution_type: "HEI".into(), ..Default::default() }
}

#[test]
fn only_ministry_roles_change_the_classifier_whatever_permission_an_institution_role_holds() {
    let unit = FakeUnit::new(FakeTx::new());
    let local = actor(RoleLevel::Institution, &[Permission::EduDirectionAdd, Permission::EduDirectionDelete]);
    assert!(matches!(CreateDirection { unit: &unit }.execute(&local, form(), &RequestMeta::default()), Err(AppError::Forbidden)));
    let id = DirectionId::from_stored(3);
    assert!(matches!(DeleteDirection { unit: &unit }.execute(&local, id, &RequestMeta::default()), Err(AppError::Forbidden)));
}

#[test]
fn a_bad_direction_is_refused_before_the_store_is_asked_and_institutions_read_the_classifier() {
    let unit = FakeUnit::new(FakeTx::new());
    let mut repo = MockDirectionQueries::new();
    repo.expect_list().times(1).returning(|_| Ok(Page::exact(vec![], 0)));
    let ministry = actor(RoleLevel::Ministry, &[Permission::EduDirectionAdd]);
    let bad = DirectionForm { institution_type: "SCHOOL".into(), ..form() };
    assert!(matches!(CreateDirection { unit: &unit }.execute(&ministry, bad, &RequestMeta::default()), Err(AppError::Validation(_))));
    let reader = actor(RoleLevel::Institution, &[Permission::EduDirectionView]);
    let query = DirectionQuery { search: None, institution_type: None, page: Default::default() };
    assert!(ListDirections { directions: &repo }.execute(&reader, query.clone()).is_ok());
    let outsider = actor(RoleLevel::Institution, &[Permission::TeacherTopic]);
    assert!(matches!(ListDirections { directions: &repo }.execute(&outsider, query), Err(AppError::Forbidden)));
}

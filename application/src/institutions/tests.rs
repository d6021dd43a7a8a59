use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::institution::InstitutionForm;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{MockInstitutionRepository, RequestMeta};
use crate::AppError;

fn actor(level: RoleLevel, institution: Option<i64>) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(1),
        role_level: level,
        permissions: [Permission::InstitutionView, Permission::InstitutionAdd, Permission::InstitutionEdit, Permission::InstitutionDelete]
            .into(),
        institution_id: institution.map(InstitutionId::from_stored),
        is_system: false,
        session_id: "s".into(),
    }
}

#[test]
fn an_institution_sees_only_itself() {
    let mut repo = MockInstitutionRepository::new();
    repo.expect_find().times(0);
    let get = GetInstitution { institutions: &repo };
    assert!(matches!(get.execute(&actor(RoleLevel::Institution, Some(1)), InstitutionId::from_stored(2)), Err(AppError::NotFound)));
}

#[test]
fn only_the_ministry_creates_and_deletes() {
    let mut repo = MockInstitutionRepository::new();
    repo.expect_create().times(0);
    repo.expect_delete().times(0);
    let form = InstitutionForm { name_uz: "Yangi".into(), code: "NEW".into(), kind: "HEI".into(), ..Default::default() };
    let local = actor(RoleLevel::Institution, Some(1));
    assert!(matches!(CreateInstitution { institutions: &repo }.execute(&local, form, &RequestMeta::default()), Err(AppError::Forbidden)));
    assert!(matches!(
        DeleteInstitution { institutions: &repo }.execute(&local, InstitutionId::from_stored(1), &RequestMeta::default()),
        Err(AppError::Forbidden)
    ));
}

#[test]
fn a_bad_form_never_reaches_storage() {
    let mut repo = MockInstitutionRepository::new();
    repo.expect_update().times(0);
    let form = InstitutionForm { name_uz: String::new(), code: "X".into(), kind: "HEI".into(), ..Default::default() };
    let update = UpdateInstitution { institutions: &repo };
    let result =
        update.execute(&actor(RoleLevel::Ministry, None), InstitutionId::from_stored(1), form, Version::new(1), &RequestMeta::default());
    assert!(matches!(result, Err(AppError::Validation(_))));
}

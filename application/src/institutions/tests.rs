use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::institution::InstitutionForm;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use domain::audit::EntityType;
use domain::institution::{Institution, InstitutionDependents, InstitutionDraft};

use crate::ports::{Lock, MockInstitutionQueries, RequestMeta};
use crate::test_support::{FakeTx, FakeUnit};
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
    let mut repo = MockInstitutionQueries::new();
    repo.expect_find().times(0);
    let get = GetInstitution { institutions: &repo };
    assert!(matches!(get.execute(&actor(RoleLevel::Institution, Some(1)), InstitutionId::from_stored(2)), Err(AppError::NotFound)));
}

fn form() -> InstitutionForm {
    InstitutionForm { name_uz: "Yangi".into(), code: "NEW".into(), kind: "HEI".into(), ..Default::default() }
}

fn stored(id: i64) -> Institution {
    Institution {
        id: InstitutionId::from_stored(id),
        details: InstitutionDraft::parse(&form()).unwrap_or_else(|e| panic!("{e:?}")),
        version: Version::new(1),
    }
}

#[test]
fn only_the_ministry_creates_and_deletes() {
    let unit = FakeUnit::new(FakeTx::new());
    let local = actor(RoleLevel::Institution, Some(1));
    assert!(matches!(CreateInstitution { unit: &unit }.execute(&local, form(), &RequestMeta::default()), Err(AppError::Forbidden)));
    assert!(matches!(
        DeleteInstitution { unit: &unit }.execute(&local, InstitutionId::from_stored(1), &RequestMeta::default()),
        Err(AppError::Forbidden)
    ));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_bad_form_never_reaches_storage() {
    let unit = FakeUnit::new(FakeTx::new());
    let form = InstitutionForm { name_uz: String::new(), code: "X".into(), kind: "HEI".into(), ..Default::default() };
    let update = UpdateInstitution { unit: &unit };
    let result =
        update.execute(&actor(RoleLevel::Ministry, None), InstitutionId::from_stored(1), form, Version::new(1), &RequestMeta::default());
    assert!(matches!(result, Err(AppError::Validation(_))));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_created_institution_is_recorded_in_the_same_transaction() {
    let mut tx = FakeTx::new();
    tx.institutions.expect_insert().times(1).returning(|_| Ok(stored(5)));
    tx.audit
        .expect_record()
        .withf(|_, entity, id, changes| {
            *entity == EntityType::Institution && *id == Some(5) && changes.iter().any(|(field, _, _)| *field == "code")
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let created = CreateInstitution { unit: &unit }.execute(&actor(RoleLevel::Ministry, None), form(), &RequestMeta::default());
    assert_eq!(created.map(|i| i.id.get()).ok(), Some(5));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn an_update_loads_locked_and_saves_the_version_it_was_given() {
    let mut tx = FakeTx::new();
    tx.institutions.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).times(1).returning(|id, _| Ok(Some(stored(id.get()))));
    tx.institutions
        .expect_save()
        .withf(|_, _, version| *version == Version::new(3))
        .times(1)
        .returning(|_, _, _| Err(AppError::StaleVersion));
    tx.audit.expect_record().times(0);
    let unit = FakeUnit::new(tx);
    let result = UpdateInstitution { unit: &unit }.execute(
        &actor(RoleLevel::Ministry, None),
        InstitutionId::from_stored(2),
        form(),
        Version::new(3),
        &RequestMeta::default(),
    );
    assert!(matches!(result, Err(AppError::StaleVersion)));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn an_institution_with_users_is_not_deleted_and_nothing_is_recorded() {
    let mut tx = FakeTx::new();
    tx.institutions.expect_find().returning(|id, _| Ok(Some(stored(id.get()))));
    tx.institutions.expect_dependents().returning(|_| Ok(InstitutionDependents { users: 2, ..Default::default() }));
    tx.institutions.expect_delete().times(0);
    tx.audit.expect_record().times(0);
    let unit = FakeUnit::new(tx);
    let result = DeleteInstitution { unit: &unit }.execute(
        &actor(RoleLevel::Ministry, None),
        InstitutionId::from_stored(2),
        &RequestMeta::default(),
    );
    match result {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "institution_has_users"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn an_empty_institution_is_deleted_with_one_record() {
    let mut tx = FakeTx::new();
    tx.institutions.expect_find().returning(|id, _| Ok(Some(stored(id.get()))));
    tx.institutions.expect_dependents().returning(|_| Ok(InstitutionDependents::default()));
    tx.institutions.expect_delete().times(1).returning(|_| Ok(()));
    tx.audit.expect_record().withf(|_, _, id, _| *id == Some(2)).times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let result = DeleteInstitution { unit: &unit }.execute(
        &actor(RoleLevel::Ministry, None),
        InstitutionId::from_stored(2),
        &RequestMeta::default(),
    );
    assert!(result.is_ok());
    assert_eq!(unit.ended(), (1, 0));
}

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::user::UserForm;
use domain::version::Version;

use domain::audit::{AuditValue, EntityType};

use super::*;
use crate::ports::*;
use crate::session::login::tests::{role, teacher};
use crate::test_support::{FakeTx, FakeUnit};

fn meta() -> RequestMeta {
    RequestMeta { request_id: "r-1".into(), client_ip: Some("10.0.0.1".into()), user_agent: None }
}

fn admin_of_one() -> Actor {
    Actor {
        user_id: UserId::from_stored(7),
        role_id: RoleId::from_stored(3),
        role_level: RoleLevel::Institution,
        permissions: [Permission::UserView, Permission::UserAdd, Permission::UserEdit, Permission::UserDelete, Permission::TeacherTopic]
            .into(),
        institution_id: Some(InstitutionId::from_stored(1)),
        is_system: false,
        session_id: "s".into(),
    }
}

fn form(roles: Vec<i64>, institutions: Vec<i64>) -> UserForm {
    UserForm {
        username: "new.teacher".into(),
        name: "Yangi O‘qituvchi".into(),
        password: Some("long-enough".into()),
        roles,
        institution_ids: institutions,
        pinfl: None,
        is_active: true,
    }
}

/// A transaction that knows roles 2 (ministry) and 4 (teacher) and institutions 1 to 3.
fn tx() -> FakeTx {
    let mut tx = FakeTx::new();
    tx.roles.expect_find_many().returning(|ids| {
        Ok(ids
            .iter()
            .filter_map(|id| match id.get() {
                4 => Some(role(4, "TEACHER", RoleLevel::Institution, &[Permission::TeacherTopic])),
                2 => Some(role(2, "MINISTRY", RoleLevel::Ministry, &[Permission::UserView])),
                _ => None,
            })
            .collect())
    });
    tx.institutions.expect_find_many().returning(|ids| {
        Ok(ids
            .iter()
            .filter(|id| id.get() <= 3)
            .map(|id| Institution {
                id: *id,
                details: InstitutionDraft::parse(&InstitutionForm {
                    name_uz: "TM".into(),
                    code: format!("C{id}"),
                    kind: "HEI".into(),
                    ..Default::default()
                })
                .unwrap_or_else(|e| panic!("{e:?}")),
                version: Version::new(1),
            })
            .collect())
    });
    tx
}

/// The audit records a transaction writes, as (entity, id, changed fields).
type Recorded = std::sync::Arc<std::sync::Mutex<Vec<(EntityType, Option<i64>, Vec<&'static str>)>>>;

fn recording(tx: &mut FakeTx) -> Recorded {
    let recorded = Recorded::default();
    let sink = recorded.clone();
    tx.audit.expect_record().returning(move |_, entity, id, changes| {
        sink.lock().unwrap_or_else(|e| e.into_inner()).push((entity, id, changes.iter().map(|(field, _, _)| *field).collect()));
        Ok(())
    });
    recorded
}

fn hasher() -> MockPasswordHasher {
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_hash().returning(|p| Ok(format!("hashed:{p}")));
    hasher
}

#[test]
fn an_institution_admin_creates_a_teacher_in_its_institution() {
    let mut tx = tx();
    tx.users
        .expect_insert()
        .withf(|w| {
            w.password_hash.as_deref() == Some("hashed:long-enough")
                && w.institutions == BTreeSet::from([InstitutionId::from_stored(1)])
                && w.roles == BTreeSet::from([RoleId::from_stored(4)])
        })
        .times(1)
        .returning(|_| Ok(teacher()));
    tx.audit
        .expect_record()
        .withf(|context, entity, id, changes| {
            context.action == domain::audit::AuditAction::Create
                && context.user_id == Some(UserId::from_stored(7))
                && *entity == EntityType::User
                && *id == Some(1)
                && changes.iter().any(|(field, old, new)| *field == "username" && *old == AuditValue::Null && *new == "teacher".into())
                && changes.iter().all(|(field, _, _)| !field.contains("password"))
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateUser { unit: &unit, hasher: &hasher() };
    assert!(create.execute(&admin_of_one(), form(vec![4], vec![]), &meta()).is_ok());
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn an_institution_admin_cannot_grant_a_ministry_role() {
    let unit = FakeUnit::new(tx());
    let create = CreateUser { unit: &unit, hasher: &hasher() };
    match create.execute(&admin_of_one(), form(vec![2], vec![1]), &meta()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "role_not_grantable"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1), "nothing stored or recorded");
}

#[test]
fn unknown_roles_and_institutions_are_refused_fields() {
    let unit = FakeUnit::new(tx());
    let create = CreateUser { unit: &unit, hasher: &hasher() };
    assert!(matches!(create.execute(&admin_of_one(), form(vec![99], vec![1]), &meta()), Err(AppError::Validation(_))));
    assert!(matches!(create.execute(&admin_of_one(), form(vec![4], vec![42]), &meta()), Err(AppError::Validation(_))));
}

#[test]
fn creating_needs_the_permission() {
    let unit = FakeUnit::new(FakeTx::new());
    let mut actor = admin_of_one();
    actor.permissions.remove(&Permission::UserAdd);
    let create = CreateUser { unit: &unit, hasher: &hasher() };
    assert!(matches!(create.execute(&actor, form(vec![4], vec![1]), &meta()), Err(AppError::Forbidden)));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn another_institutions_user_is_not_found() {
    let mut users = MockUserQueries::new();
    users.expect_find().returning(|_| {
        let mut other = teacher();
        other.institutions.retain(|i| i.id.get() == 3);
        Ok(Some(other))
    });
    let get = GetUser { users: &users };
    assert!(matches!(get.execute(&admin_of_one(), UserId::from_stored(1)), Err(AppError::NotFound)));
    let mut tx = FakeTx::new();
    tx.users.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|_, _| {
        let mut other = teacher();
        other.institutions.retain(|i| i.id.get() == 3);
        Ok(Some(other))
    });
    let unit = FakeUnit::new(tx);
    let update = UpdateUser { unit: &unit, hasher: &hasher() };
    let result = update.execute(&admin_of_one(), UserId::from_stored(1), form(vec![4], vec![1]), Version::new(1), &meta());
    assert!(matches!(result, Err(AppError::NotFound)));
}

#[test]
fn an_update_keeps_the_password_when_none_is_given() {
    let mut tx = tx();
    tx.users.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|_, _| Ok(Some(teacher())));
    tx.users
        .expect_save()
        .withf(|_, w, v| w.password_hash.is_none() && *v == Version::new(1) && w.institutions.len() == 2)
        .times(1)
        .returning(|_, _, _| Ok(teacher()));
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let update = UpdateUser { unit: &unit, hasher: &MockPasswordHasher::new() };
    let mut edit = form(vec![4], vec![1, 3]);
    edit.password = None;
    assert!(update.execute(&admin_of_one(), UserId::from_stored(1), edit, Version::new(1), &meta()).is_ok());
    assert_eq!(unit.ended(), (1, 0));
    let recorded = recorded.lock().unwrap_or_else(|e| e.into_inner());
    assert_eq!(recorded.len(), 1, "one record per change, even one that changed nothing");
    assert_eq!((recorded[0].0, recorded[0].1), (EntityType::User, Some(1)));
    assert!(recorded[0].2.is_empty());
}

#[test]
fn a_new_password_is_recorded_as_changed_and_never_itself() {
    let mut tx = tx();
    tx.users.expect_find().returning(|_, _| Ok(Some(teacher())));
    tx.users.expect_save().withf(|_, w, _| w.password_hash.as_deref() == Some("hashed:long-enough")).returning(|_, _, _| Ok(teacher()));
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let update = UpdateUser { unit: &unit, hasher: &hasher() };
    assert!(update.execute(&admin_of_one(), UserId::from_stored(1), form(vec![4], vec![1, 3]), Version::new(1), &meta()).is_ok());
    let recorded = recorded.lock().unwrap_or_else(|e| e.into_inner());
    assert_eq!(recorded[0].2, vec!["password_changed"]);
}

#[test]
fn a_stale_version_is_passed_on() {
    let mut tx = tx();
    tx.users.expect_find().returning(|_, _| Ok(Some(teacher())));
    tx.users.expect_save().returning(|_, _, _| Err(AppError::StaleVersion));
    tx.audit.expect_record().times(0);
    let unit = FakeUnit::new(tx);
    let update = UpdateUser { unit: &unit, hasher: &hasher() };
    let result = update.execute(&admin_of_one(), UserId::from_stored(1), form(vec![4], vec![1, 3]), Version::new(0), &meta());
    assert!(matches!(result, Err(AppError::StaleVersion)));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn nobody_deletes_themselves_nor_a_shared_teacher_from_one_institution() {
    let mut tx = FakeTx::new();
    tx.users.expect_find().returning(|id, _| {
        let mut user = teacher();
        user.id = id;
        Ok(Some(user))
    });
    tx.users.expect_delete().times(0);
    let unit = FakeUnit::new(tx);
    let delete = DeleteUser { unit: &unit };
    let mut actor = admin_of_one();
    match delete.execute(&actor, UserId::from_stored(1), &meta()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "institution_out_of_scope"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    actor.user_id = UserId::from_stored(1);
    match delete.execute(&actor, UserId::from_stored(1), &meta()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "cannot_delete_self"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_deleted_user_leaves_one_record_of_what_it_was() {
    let mut tx = FakeTx::new();
    tx.users.expect_find().returning(|id, _| {
        let mut user = teacher();
        user.id = id;
        user.institutions.retain(|i| i.id.get() == 1);
        Ok(Some(user))
    });
    tx.users.expect_delete().withf(|user| user.id == UserId::from_stored(5)).times(1).returning(|_| Ok(()));
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    assert!(DeleteUser { unit: &unit }.execute(&admin_of_one(), UserId::from_stored(5), &meta()).is_ok());
    let recorded = recorded.lock().unwrap_or_else(|e| e.into_inner());
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].2, vec!["institution_ids", "is_active", "name", "roles", "username"]);
}

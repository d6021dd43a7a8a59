use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::user::UserForm;
use domain::version::Version;

use super::*;
use crate::ports::*;
use crate::session::login::tests::{role, teacher};

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

fn roles_repo() -> MockRoleRepository {
    let mut roles = MockRoleRepository::new();
    roles.expect_find_many().returning(|ids| {
        Ok(ids
            .iter()
            .filter_map(|id| match id.get() {
                4 => Some(role(4, "TEACHER", RoleLevel::Institution, &[Permission::TeacherTopic])),
                2 => Some(role(2, "MINISTRY", RoleLevel::Ministry, &[Permission::UserView])),
                _ => None,
            })
            .collect())
    });
    roles
}

fn institutions_repo() -> MockInstitutionRepository {
    let mut institutions = MockInstitutionRepository::new();
    institutions.expect_find_many().returning(|ids| {
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
    institutions
}

fn hasher() -> MockPasswordHasher {
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_hash().returning(|p| Ok(format!("hashed:{p}")));
    hasher
}

#[test]
fn an_institution_admin_creates_a_teacher_in_its_institution() {
    let mut users = MockUserRepository::new();
    users
        .expect_create()
        .withf(|w, audit| {
            audit.action == domain::audit::AuditAction::Create
                && audit.user_id == Some(UserId::from_stored(7))
                && w.password_hash.as_deref() == Some("hashed:long-enough")
                && w.institutions == BTreeSet::from([InstitutionId::from_stored(1)])
                && w.roles == BTreeSet::from([RoleId::from_stored(4)])
        })
        .times(1)
        .returning(|_, _| Ok(teacher()));
    let create = CreateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &hasher() };
    assert!(create.execute(&admin_of_one(), form(vec![4], vec![]), &meta()).is_ok());
}

#[test]
fn an_institution_admin_cannot_grant_a_ministry_role() {
    let users = MockUserRepository::new();
    let create = CreateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &hasher() };
    match create.execute(&admin_of_one(), form(vec![2], vec![1]), &meta()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "role_not_grantable"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn unknown_roles_and_institutions_are_refused_fields() {
    let users = MockUserRepository::new();
    let create = CreateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &hasher() };
    assert!(matches!(create.execute(&admin_of_one(), form(vec![99], vec![1]), &meta()), Err(AppError::Validation(_))));
    assert!(matches!(create.execute(&admin_of_one(), form(vec![4], vec![42]), &meta()), Err(AppError::Validation(_))));
}

#[test]
fn creating_needs_the_permission() {
    let users = MockUserRepository::new();
    let mut actor = admin_of_one();
    actor.permissions.remove(&Permission::UserAdd);
    let create = CreateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &hasher() };
    assert!(matches!(create.execute(&actor, form(vec![4], vec![1]), &meta()), Err(AppError::Forbidden)));
}

#[test]
fn another_institutions_user_is_not_found() {
    let mut users = MockUserRepository::new();
    users.expect_find().returning(|_| {
        let mut other = teacher();
        other.institutions.retain(|i| i.id.get() == 3);
        Ok(Some(other))
    });
    let get = GetUser { users: &users };
    assert!(matches!(get.execute(&admin_of_one(), UserId::from_stored(1)), Err(AppError::NotFound)));
}

#[test]
fn an_update_keeps_the_password_when_none_is_given() {
    let mut users = MockUserRepository::new();
    users.expect_find().returning(|_| Ok(Some(teacher())));
    users
        .expect_update()
        .withf(|_, w, v, _| w.password_hash.is_none() && *v == Version::new(1) && w.institutions.len() == 2)
        .times(1)
        .returning(|_, _, _, _| Ok(teacher()));
    let update = UpdateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &MockPasswordHasher::new() };
    let mut edit = form(vec![4], vec![1, 3]);
    edit.password = None;
    assert!(update.execute(&admin_of_one(), UserId::from_stored(1), edit, Version::new(1), &meta()).is_ok());
}

#[test]
fn a_stale_version_is_passed_on() {
    let mut users = MockUserRepository::new();
    users.expect_find().returning(|_| Ok(Some(teacher())));
    users.expect_update().returning(|_, _, _, _| Err(AppError::StaleVersion));
    let update = UpdateUser { users: &users, roles: &roles_repo(), institutions: &institutions_repo(), hasher: &hasher() };
    let result = update.execute(&admin_of_one(), UserId::from_stored(1), form(vec![4], vec![1, 3]), Version::new(0), &meta());
    assert!(matches!(result, Err(AppError::StaleVersion)));
}

#[test]
fn nobody_deletes_themselves_nor_a_shared_teacher_from_one_institution() {
    let mut users = MockUserRepository::new();
    users.expect_find().returning(|id| {
        let mut user = teacher();
        user.id = id;
        Ok(Some(user))
    });
    users.expect_delete().times(0);
    let delete = DeleteUser { users: &users };
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

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::permission::Permission;
use domain::user::{check_assignment, UserDraft, UserForm};

use super::{check_institutions, load_roles};
use crate::access::require;
use crate::ports::{
    AuditContext, InstitutionRepository, PasswordHasher, RequestMeta, RoleRepository, UserRecord, UserRepository, UserWrite,
};
use crate::AppError;
use domain::audit::AuditAction;

pub struct CreateUser<'a> {
    pub users: &'a dyn UserRepository,
    pub roles: &'a dyn RoleRepository,
    pub institutions: &'a dyn InstitutionRepository,
    pub hasher: &'a dyn PasswordHasher,
}

impl CreateUser<'_> {
    pub fn execute(&self, actor: &Actor, form: UserForm, request: &RequestMeta) -> Result<UserRecord, AppError> {
        require(actor, Permission::UserAdd)?;
        let draft = UserDraft::parse(&form, true)?;
        let roles = load_roles(self.roles, &draft.roles)?;
        check_institutions(self.institutions, &draft.institutions)?;
        let institutions = check_assignment(actor, &roles, &[], &draft.institutions, &BTreeSet::new()).map_err(AppError::rule)?;
        let password = draft.password.as_ref().ok_or(AppError::Internal("a parsed new user has a password".into()))?;
        let password_hash = self.hasher.hash(password.expose())?;
        self.users.create(
            &UserWrite {
                username: draft.username.as_str().to_string(),
                name: draft.name,
                password_hash: Some(password_hash),
                roles: draft.roles,
                institutions,
                pinfl: draft.pinfl.map(|p| p.as_str().to_string()),
                is_active: draft.is_active,
            },
            &AuditContext::by(actor, AuditAction::Create, request),
        )
    }
}

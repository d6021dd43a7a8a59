use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::permission::Permission;
use domain::user::{check_assignment, UserDraft, UserForm};

use super::{check_institutions, load_roles};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, PasswordHasher, RequestMeta, UnitOfWork, UserRecord, UserWrite};
use crate::AppError;
use domain::audit::AuditAction;

pub struct CreateUser<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub hasher: &'a dyn PasswordHasher,
}

impl CreateUser<'_> {
    /// The roles and institutions are read in the transaction that stores the account; the
    /// password is hashed before it opens, so that no transaction waits on Argon2.
    pub fn execute(&self, actor: &Actor, form: UserForm, request: &RequestMeta) -> Result<UserRecord, AppError> {
        require(actor, Permission::UserAdd)?;
        let draft = UserDraft::parse(&form, true)?;
        let context = AuditContext::by(actor, AuditAction::Create, request);
        let password = draft.password.as_ref().ok_or(AppError::Internal("a parsed new user has a password".into()))?;
        let password_hash = self.hasher.hash(password.expose())?;
        in_transaction(self.unit, |tx| {
            let roles = load_roles(tx.roles(), &draft.roles)?;
            check_institutions(tx.institutions(), &draft.institutions)?;
            let institutions = check_assignment(actor, &roles, &[], &draft.institutions, &BTreeSet::new()).map_err(AppError::rule)?;
            let created = tx.users().insert(&UserWrite {
                username: draft.username.as_str().to_string(),
                name: draft.name.clone(),
                password_hash: Some(password_hash),
                roles: draft.roles.clone(),
                institutions,
                pinfl: draft.pinfl.as_ref().map(|p| p.as_str().to_string()),
                is_active: draft.is_active,
            })?;
            record_change(tx, &context, None, Some(&created))?;
            Ok(created)
        })
    }
}

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::audit::{AuditAction, EntityType};
use domain::ids::UserId;
use domain::permission::Permission;
use domain::user::{check_assignment, UserRule};

use super::account_changes;
use crate::access::{require, require_in_scope};
use crate::ports::{in_transaction, AuditContext, Lock, PasswordHasher, RequestMeta, UnitOfWork};
use crate::AppError;

/// An administrator gives a user a temporary password, shown once: every session of the user ends,
/// and at the next sign-in the user must replace it before doing anything else. Only an account the
/// administrator could edit (in their institutions, with roles they may grant) is reset.
pub struct ResetPassword<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub hasher: &'a dyn PasswordHasher,
}

impl ResetPassword<'_> {
    pub fn execute(&self, actor: &Actor, id: UserId, request: &RequestMeta) -> Result<String, AppError> {
        require(actor, Permission::UserEdit)?;
        if id == actor.user_id {
            return Err(AppError::rule(UserRule::CannotResetSelf));
        }
        let temporary = self.hasher.generate();
        let hash = self.hasher.hash(&temporary)?;
        let context = AuditContext::by(actor, AuditAction::PasswordReset, request);
        in_transaction(self.unit, |tx| {
            let user = tx.users().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, user.institutions.iter().map(|i| &i.id))?;
            let held: BTreeSet<_> = user.institution_ids();
            check_assignment(actor, &user.roles, &user.roles, &held, &held).map_err(AppError::rule)?;
            tx.accounts().set_password(user.id, &hash, true)?;
            let ended = tx.accounts().end_sessions(user.id, None)?;
            tx.audit().record(&context, EntityType::User, Some(user.id.get()), &account_changes(true, ended))
        })?;
        Ok(temporary)
    }
}

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::ids::UserId;
use domain::permission::Permission;
use domain::user::{check_assignment, UserRule};

use super::get::find_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, UserRepository};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteUser<'a> {
    pub users: &'a dyn UserRepository,
}

impl DeleteUser<'_> {
    pub fn execute(&self, actor: &Actor, id: UserId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::UserDelete)?;
        let existing = find_in_scope(self.users, actor, id)?;
        if existing.id == actor.user_id {
            return Err(AppError::rule(UserRule::CannotDeleteSelf));
        }
        // Deleting takes away every role and institution the user has: all of it must be the
        // actor's to take.
        check_assignment(actor, &[], &existing.roles, &BTreeSet::new(), &existing.institution_ids()).map_err(AppError::rule)?;
        self.users.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::ids::UserId;
use domain::permission::Permission;
use domain::user::{check_assignment, UserRule};

use super::find_locked_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork, UserRecord};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteUser<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteUser<'_> {
    pub fn execute(&self, actor: &Actor, id: UserId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::UserDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        in_transaction(self.unit, |tx| {
            let existing = find_locked_in_scope(tx, actor, id)?;
            if existing.id == actor.user_id {
                return Err(AppError::rule(UserRule::CannotDeleteSelf));
            }
            // Deleting takes away every role and institution the user has: all of it must be the
            // actor's to take.
            check_assignment(actor, &[], &existing.roles, &BTreeSet::new(), &existing.institution_ids()).map_err(AppError::rule)?;
            tx.users().delete(&existing)?;
            record_change::<UserRecord>(tx, &context, Some(&existing), None)
        })
    }
}

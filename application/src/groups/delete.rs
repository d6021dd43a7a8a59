use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::group::GroupHasStudents;
use domain::ids::GroupId;
use domain::permission::Permission;

use super::group_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteGroup<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteGroup<'_> {
    /// Only an empty group leaves; its ratings and history keep resolving it.
    pub fn execute(&self, actor: &Actor, id: GroupId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::EduGroupDelete)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            if group.current_number_of_students > 0 {
                return Err(AppError::conflict(GroupHasStudents));
            }
            tx.groups().delete(&group)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(group.institution_id);
            record_change(tx, &context, Some(&group), None)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StaffId;
use domain::permission::Permission;
use domain::staff::StaffMember;

use super::staff_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteStaff<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteStaff<'_> {
    pub fn execute(&self, actor: &Actor, id: StaffId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::StaffDelete)?;
        in_transaction(self.unit, |tx| {
            let before = staff_in_scope(tx, actor, id)?;
            tx.staff().delete(&before)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.institution_id);
            record_change::<StaffMember>(tx, &context, Some(&before), None)
        })
    }
}

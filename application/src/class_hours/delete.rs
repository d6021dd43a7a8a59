use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::class_hour::ClassHour;
use domain::ids::ClassHourId;
use domain::permission::Permission;

use super::hour_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteClassHour<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteClassHour<'_> {
    pub fn execute(&self, actor: &Actor, id: ClassHourId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ClassHourDelete)?;
        in_transaction(self.unit, |tx| {
            let before = hour_in_scope(tx, actor, id)?;
            tx.class_hours().delete(&before)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.institution_id);
            record_change::<ClassHour>(tx, &context, Some(&before), None)
        })
    }
}

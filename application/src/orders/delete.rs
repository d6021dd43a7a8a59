use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::Order;
use domain::permission::Permission;

use super::order_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteOrder<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteOrder<'_> {
    /// Only a draft goes; an applied order stays for ever (409 `order_not_draft`).
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::OrderDelete)?;
        in_transaction(self.unit, |tx| {
            let before = order_in_scope(tx, actor, id)?;
            before.order.ensure_draft().map_err(AppError::conflict)?;
            tx.orders().delete(id)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.order.institution_id);
            record_change::<Order>(tx, &context, Some(&before.order), None)
        })
    }
}

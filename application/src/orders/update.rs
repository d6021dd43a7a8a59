use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::{OrderDraft, OrderForm};
use domain::permission::Permission;
use domain::version::Version;

use super::{check_items, order_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Lock, OrderView, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateOrder<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateOrder<'_> {
    /// Replaces a draft whole; an applied or cancelled order answers 409 `order_not_draft`.
    pub fn execute(&self, actor: &Actor, id: i64, form: OrderForm, version: Version, request: &RequestMeta) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderEdit)?;
        in_transaction(self.unit, |tx| {
            let before = order_in_scope(tx, actor, id)?;
            before.order.ensure_draft().map_err(AppError::conflict)?;
            check_version(before.order.version, Some(version))?;
            let draft = OrderDraft::parse(&form)?;
            check_items(tx, before.order.institution_id, &draft)?;
            tx.orders().save(id, &draft, version)?;
            let after = tx.orders().find(id, Lock::None)?.ok_or(AppError::NotFound)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.order.institution_id);
            record_change(tx, &context, Some(&before.order), Some(&after.order))?;
            Ok(after)
        })
    }
}

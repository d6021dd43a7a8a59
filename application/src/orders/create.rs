use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::{OrderDraft, OrderForm};
use domain::permission::Permission;

use super::check_items;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, OrderView, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateOrder<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateOrder<'_> {
    /// A draft of the actor's institution (the ministry names one) naming its own students.
    pub fn execute(
        &self,
        actor: &Actor,
        institution_id: Option<i64>,
        form: OrderForm,
        request: &RequestMeta,
    ) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderAdd)?;
        let institution = owner(actor, institution_id)?;
        let draft = OrderDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            check_items(tx, institution, &draft)?;
            let id = tx.orders().insert(institution, &draft, None)?;
            let view = tx.orders().find(id, Lock::None)?.ok_or(AppError::NotFound)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&view.order))?;
            Ok(view)
        })
    }
}

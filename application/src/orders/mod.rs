//! Orders (buyruq): drafted, edited while a draft, applied to every student they name in one
//! transaction, and reversed by the order a cancellation creates.

mod apply;
mod cancel;
mod create;
mod delete;
mod get;
mod list;
mod print;
mod update;

#[cfg(test)]
mod tests;

pub(crate) use apply::apply_items;
pub use apply::ApplyOrder;
pub use cancel::{CancelOrder, ReversalForm};
pub use create::CreateOrder;
pub use delete::DeleteOrder;
pub use get::GetOrder;
pub use list::ListOrders;
pub use print::{order_verify_url, printed_order, PrintOrder, VerifyOrder};
pub use update::UpdateOrder;

use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::order::{OrderDraft, OrderRule};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require_in_scope;
use crate::ports::{Lock, OrderView, Transaction};
use crate::AppError;

/// An order the actor may reach, locked for the rest of the transaction.
pub(crate) fn order_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: i64) -> Result<OrderView, AppError> {
    let view = tx.orders().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&view.order.institution_id))?;
    Ok(view)
}

/// Every student of the items is a living one of the order's institution (422 naming the first
/// that is not), so that an order never reaches another institution's students; and every
/// scholarship type named exists.
pub(crate) fn check_items(tx: &mut dyn Transaction, institution: InstitutionId, draft: &OrderDraft) -> Result<(), AppError> {
    for (at, item) in draft.items.iter().enumerate() {
        match tx.students().find(item.student_id, Lock::None)? {
            Some(student) if student.institution_id == institution => {}
            _ => return Err(AppError::rule(OrderRule::UnknownStudent { student_id: item.student_id.get() })),
        }
        if let Some(kind) = item.scholarship_type {
            if tx.scholarships().find_type(kind, Lock::None)?.is_none() {
                let field = format!("items[{at}].scholarship_type");
                return Err(ValidationErrors::single(field, Invalid::UnknownValue).into());
            }
        }
    }
    Ok(())
}

//! Orders (buyruq): drafted, edited while a draft, applied to every student they name in one
//! transaction, and reversed by the order a cancellation creates.

mod apply;
mod cancel;
mod create;
mod credits;
mod delete;
mod get;
mod incoming;
mod list;
mod print;
mod scan;
mod targets;
mod update;

#[cfg(test)]
mod tests;

pub(crate) use apply::apply_items;
pub use apply::ApplyOrder;
pub use cancel::{CancelOrder, ReversalForm};
pub use create::CreateOrder;
pub use delete::DeleteOrder;
pub use get::GetOrder;
pub use incoming::ListIncomingTransfers;
pub use list::ListOrders;
pub use print::{order_verify_url, printed_order, PrintOrder, VerifyOrder};
pub use scan::{AttachOrderScan, OrderScanFile};
pub use targets::TransferTargets;
pub use update::UpdateOrder;

use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::ids::StudentId;
use domain::order::{OrderDraft, OrderKind, OrderRule};
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

/// Whether an order of `institution` of `kind` may name a student of `their` institution: its own
/// students, and for an admission those another institution released to it.
pub(crate) fn reachable(
    tx: &mut dyn Transaction,
    institution: InstitutionId,
    kind: OrderKind,
    student: StudentId,
    their: InstitutionId,
) -> Result<bool, AppError> {
    if their == institution {
        return Ok(true);
    }
    Ok(kind == OrderKind::Admission && tx.orders().released_to(student)? == Some(institution))
}

/// Every student of the items is a living one of the order's institution, or for an admission one
/// released to it (422 naming the first that is neither), so that an order never reaches another
/// institution's other students; every scholarship type named exists; and a transfer's subject map
/// holds for the student's results as of the order's date.
pub(crate) fn check_items(tx: &mut dyn Transaction, institution: InstitutionId, draft: &OrderDraft) -> Result<(), AppError> {
    for (at, item) in draft.items.iter().enumerate() {
        let student = tx.students().find(item.student_id, Lock::None)?;
        let known = match &student {
            Some(student) => reachable(tx, institution, draft.kind, item.student_id, student.institution_id)?,
            None => false,
        };
        let Some(student) = student.filter(|_| known) else {
            return Err(AppError::rule(OrderRule::UnknownStudent { student_id: item.student_id.get() }));
        };
        if draft.kind == OrderKind::Transfer && !item.subject_map.is_empty() {
            credits::transfer_credits(tx, &student, item, at, draft.date)?;
        }
        if let Some(to) = item.to_institution_id {
            if to == institution || tx.institutions().find(to, Lock::None)?.is_none() {
                let field = format!("items[{at}].to_institution_id");
                return Err(ValidationErrors::single(field, Invalid::UnknownValue).into());
            }
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

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::parse_order_date;
use domain::order::{undoable, AppliedItem, ItemStudent, OrderDraft, OrderRule};
use domain::permission::Permission;
use domain::student::StatusEntry;
use domain::validation::{optional_text, required_text, ValidationErrors};

use super::order_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, OrderView, RequestMeta, UnitOfWork};
use crate::AppError;

/// The reversing order's own number, date and basis.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReversalForm {
    pub number: String,
    pub date: String,
    pub basis: String,
}

pub struct CancelOrder<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CancelOrder<'_> {
    /// Creates the reversing order (applied at once), which puts every student back where the
    /// order found them; the original becomes CANCELLED. A student who has moved on since refuses
    /// the whole reversal, naming them. Answers the reversing order.
    pub fn execute(&self, actor: &Actor, id: i64, form: ReversalForm, request: &RequestMeta) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderApply)?;
        let mut errors = ValidationErrors::new();
        let number = errors.check("number", required_text(&form.number, 64));
        let date = errors.check("date", parse_order_date(&form.date));
        let basis = errors.check("basis", optional_text(&form.basis, 2000));
        errors.into_result()?;
        let (Some(number), Some(date), Some(basis)) = (number, date, basis) else {
            return Err(AppError::internal("a checked form lost a field"));
        };
        in_transaction(self.unit, |tx| {
            let original = order_in_scope(tx, actor, id)?;
            original.order.clone().cancel(0).map_err(AppError::conflict)?;
            let draft = OrderDraft {
                number: number.clone(),
                date,
                kind: original.order.draft.kind,
                purpose: original.order.draft.purpose.clone(),
                body: String::new(),
                basis: basis.clone(),
                // The reversal credits nothing: it takes back what the original's subject map credited.
                items: original
                    .order
                    .draft
                    .items
                    .iter()
                    .map(|item| domain::order::OrderItem { subject_map: Vec::new(), ..item.clone() })
                    .collect(),
            };
            let reversal_id = tx.orders().insert(original.order.institution_id, &draft, Some(id))?;
            let mut reversal = tx.orders().find(reversal_id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?.order;
            let mut undone = Vec::with_capacity(draft.items.len());
            for (item, applied) in original.order.draft.items.iter().zip(&original.order.applied) {
                let Some(applied) = applied else { return Err(AppError::internal("an applied order's item kept nothing")) };
                if draft.kind == domain::order::OrderKind::Scholarship {
                    // The award stops from the month after the reversal; the student is not moved.
                    undone.push(Some(applied.clone()));
                    continue;
                }
                let before = tx
                    .students()
                    .find(item.student_id, Lock::ForUpdate)?
                    .ok_or(AppError::rule(OrderRule::UnknownStudent { student_id: item.student_id.get() }))?;
                let who = ItemStudent {
                    name: before.details.fio.clone(),
                    status: before.status,
                    group: before.details.edu_group_id,
                    institution: before.institution_id,
                };
                undoable(applied, &who).map_err(AppError::conflict)?;
                let mut changed = before.clone();
                changed.status = applied.from_status;
                changed.details.edu_group_id = applied.from_group;
                changed.institution_id = applied.from_institution;
                let after = tx.students().save(&changed)?;
                if draft.kind == domain::order::OrderKind::Transfer {
                    // Back in the old curriculum: nothing of the new one stays credited or owed.
                    tx.ratings().forget_transfer(item.student_id, id)?;
                }
                crate::results::keep_moved_student(tx, &after, before.details.edu_group_id)?;
                if applied.from_status != applied.to_status {
                    let entry = StatusEntry {
                        from: applied.to_status,
                        to: applied.from_status,
                        date,
                        reason: basis.clone(),
                        order_number: number.clone(),
                        order_id: Some(reversal_id),
                    };
                    tx.students().add_history(before.id, &entry, Some(actor.user_id))?;
                }
                let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
                record_change(tx, &context, Some(&before), Some(&after))?;
                undone.push(Some(AppliedItem {
                    from_status: applied.to_status,
                    to_status: applied.from_status,
                    from_group: applied.to_group,
                    to_group: applied.from_group,
                    from_institution: applied.to_institution,
                    to_institution: applied.from_institution,
                }));
            }
            reversal.apply().map_err(AppError::conflict)?;
            reversal.applied = undone;
            tx.orders().save_state(&reversal)?;
            let mut cancelled = original.order.clone();
            cancelled.cancel(reversal_id).map_err(AppError::conflict)?;
            tx.orders().save_state(&cancelled)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(reversal.institution_id);
            record_change(tx, &context, None, Some(&reversal))?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(cancelled.institution_id);
            record_change(tx, &context, Some(&original.order), Some(&cancelled))?;
            tx.orders().find(reversal_id, Lock::None)?.ok_or(AppError::NotFound)
        })
    }
}

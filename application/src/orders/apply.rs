use crate::ports::NewNotification;
use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::{admit_transfer, effect, one_studying_record, state_grant, ItemStudent, OrderKind, OrderRule};
use domain::permission::Permission;
use domain::portal::NotificationKind;
use domain::student::{StatusEntry, StudentStatus};

use super::{order_in_scope, reachable};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, OrderView, RequestMeta, Transaction, UnitOfWork};
use crate::students::group_with_room;
use crate::AppError;

pub struct ApplyOrder<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ApplyOrder<'_> {
    /// Every item's student changes, or none does: the first refused item (naming its student)
    /// refuses the whole order and rolls everything back.
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderApply)?;
        in_transaction(self.unit, |tx| {
            let mut view = order_in_scope(tx, actor, id)?;
            view.order.ensure_draft().map_err(AppError::conflict)?;
            apply_items(tx, actor, &mut view, request)?;
            tx.orders().find(id, Lock::None)?.ok_or(AppError::NotFound)
        })
    }
}

/// Applies a draft inside the caller's transaction: each item's student moves (status with its
/// history entry pointing to the order, group and with it curriculum), the order becomes APPLIED and
/// keeps what each item did.
pub(crate) fn apply_items(tx: &mut dyn Transaction, actor: &Actor, view: &mut OrderView, request: &RequestMeta) -> Result<(), AppError> {
    let before_order = view.order.clone();
    let order = &mut view.order;
    let kind = order.draft.kind;
    let mut applied = Vec::with_capacity(order.draft.items.len());
    for (at, item) in order.draft.items.iter().enumerate() {
        let unknown = || AppError::rule(OrderRule::UnknownStudent { student_id: item.student_id.get() });
        let before = tx.students().find(item.student_id, Lock::ForUpdate)?.ok_or_else(unknown)?;
        if !reachable(tx, order.institution_id, kind, before.id, before.institution_id)? {
            return Err(unknown());
        }
        let target = match item.to_edu_group_id {
            Some(group) => {
                let found = tx.groups().find(group, Lock::ForUpdate)?.ok_or_else(|| {
                    AppError::from(domain::validation::ValidationErrors::single(
                        "to_edu_group_id",
                        domain::validation::Invalid::UnknownValue,
                    ))
                })?;
                Some((found.id, found.institution_id))
            }
            None => None,
        };
        let who = ItemStudent {
            name: before.details.fio.clone(),
            status: before.status,
            group: before.details.edu_group_id,
            institution: before.institution_id,
        };
        // A student of another institution here is one it released to this one: the admission moves
        // their record (history and results along) into this institution's group.
        let incoming = before.institution_id != order.institution_id;
        let done = if incoming { admit_transfer(&who, target, order.institution_id) } else { effect(kind, item, &who, target) }
            .map_err(AppError::conflict)?;
        if kind == OrderKind::Scholarship {
            // An award changes nothing of the student: the month lists read it from the order.
            let begins = item.date_from.unwrap_or(order.draft.date);
            let year = domain::report::academic_year_start(begins).year();
            state_grant(&who.name, tx.scholarships().on_contract(before.id, year)?).map_err(AppError::conflict)?;
            applied.push(Some(done));
            continue;
        }
        if matches!(kind, OrderKind::Admission | OrderKind::Reinstatement) {
            let elsewhere = tx.orders().studying_elsewhere(before.id)?;
            one_studying_record(&who.name, elsewhere.as_deref()).map_err(AppError::conflict)?;
        }
        if done.to_status == StudentStatus::Graduated {
            crate::graduates::check_graduation(tx, before.id)?;
        }
        let joins_group = done.to_status.is_enrolled() && (!done.from_status.is_enrolled() || done.to_group != done.from_group);
        if joins_group {
            group_with_room(tx, actor, done.to_group, 1)?;
        }
        // Read as the student stands before the move: the results they passed where they study now.
        let credits = if incoming || kind != OrderKind::Transfer {
            None
        } else {
            super::credits::transfer_credits(tx, &before, item, at, order.draft.date)?
        };
        let mut changed = before.clone();
        changed.status = done.to_status;
        changed.details.edu_group_id = done.to_group;
        changed.institution_id = done.to_institution;
        let after = tx.students().save(&changed)?;
        if let Some((curriculum, credits)) = &credits {
            super::credits::record_credits(tx, &after, *curriculum, order.id, credits)?;
        }
        crate::results::keep_moved_student(tx, &after, before.details.edu_group_id)?;
        if done.from_status != done.to_status {
            let entry = StatusEntry {
                from: done.from_status,
                to: done.to_status,
                date: order.draft.date,
                reason: item.reason.clone(),
                order_number: order.draft.number.clone(),
                order_id: Some(order.id),
            };
            tx.students().add_history(before.id, &entry, Some(actor.user_id))?;
        }
        let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
        record_change(tx, &context, Some(&before), Some(&after))?;
        applied.push(Some(done));
    }
    let news: Vec<NewNotification> = order
        .draft
        .items
        .iter()
        .map(|item| NewNotification {
            student: item.student_id,
            kind: NotificationKind::Order,
            subject: None,
            order: Some(order.id),
            mark: None,
            date: Some(order.draft.date),
            visible_from: crate::results::always(),
        })
        .collect();
    tx.portal().notify(&news)?;
    order.apply().map_err(AppError::conflict)?;
    order.applied = applied;
    tx.orders().save_state(order)?;
    let context = AuditContext::by(actor, AuditAction::Update, request).within(order.institution_id);
    record_change(tx, &context, Some(&before_order), Some(&*order))
}

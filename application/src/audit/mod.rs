//! Reading the audit trail, and recording a change from the entity's own description.

mod list;

pub use list::*;

use domain::audit::{diff, Audited};

use crate::ports::{in_transaction, AuditContext, Transaction, UnitOfWork};
use crate::AppError;

/// One record of a change from `before` to `after` (no `before`: created; no `after`: deleted), in
/// the transaction of the change.
pub fn record_change<E: Audited>(
    tx: &mut dyn Transaction,
    context: &AuditContext,
    before: Option<&E>,
    after: Option<&E>,
) -> Result<(), AppError> {
    let id = after.or(before).map(Audited::audit_id);
    let changes = diff(before.map(Audited::snapshot).as_ref(), after.map(Audited::snapshot).as_ref());
    match after.or(before).and_then(Audited::owner) {
        Some(owner) => tx.audit().record(&context.within(owner), E::ENTITY, id, &changes),
        None => tx.audit().record(context, E::ENTITY, id, &changes),
    }
}

/// One creation record for each of `created`, written at once.
pub fn record_created<E: Audited>(tx: &mut dyn Transaction, context: &AuditContext, created: &[E]) -> Result<(), AppError> {
    let records: Vec<_> = created.iter().map(|e| (Some(e.audit_id()), diff(None, Some(&e.snapshot())))).collect();
    tx.audit().record_many(context, E::ENTITY, &records)
}

/// Inserts through `insert` and records the creation, in one transaction.
pub fn create_audited<E: Audited>(
    unit: &dyn UnitOfWork,
    context: &AuditContext,
    insert: impl FnOnce(&mut dyn Transaction) -> Result<E, AppError>,
) -> Result<E, AppError> {
    in_transaction(unit, |tx| {
        let created = insert(tx)?;
        record_change(tx, context, None, Some(&created))?;
        Ok(created)
    })
}

/// Loads an entity locked (`NotFound` when `load` finds none), saves it through `save` (which
/// guards the version the caller read) and records the change, in one transaction.
pub fn update_audited<E: Audited>(
    unit: &dyn UnitOfWork,
    context: &AuditContext,
    load: impl FnOnce(&mut dyn Transaction) -> Result<Option<E>, AppError>,
    save: impl FnOnce(&mut dyn Transaction, &E) -> Result<E, AppError>,
) -> Result<E, AppError> {
    in_transaction(unit, |tx| {
        let before = load(tx)?.ok_or(AppError::NotFound)?;
        let after = save(tx, &before)?;
        record_change(tx, context, Some(&before), Some(&after))?;
        Ok(after)
    })
}

/// Loads an entity locked (`NotFound` when `load` finds none), removes it through `remove` and
/// records the removal, in one transaction.
pub fn delete_audited<E: Audited>(
    unit: &dyn UnitOfWork,
    context: &AuditContext,
    load: impl FnOnce(&mut dyn Transaction) -> Result<Option<E>, AppError>,
    remove: impl FnOnce(&mut dyn Transaction, &E) -> Result<(), AppError>,
) -> Result<(), AppError> {
    in_transaction(unit, |tx| {
        let before = load(tx)?.ok_or(AppError::NotFound)?;
        remove(tx, &before)?;
        record_change::<E>(tx, context, Some(&before), None)
    })
}

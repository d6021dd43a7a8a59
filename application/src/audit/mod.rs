//! Reading the audit trail, and recording a change from the entity's own description.

mod list;

pub use list::*;

use domain::audit::{diff, Audited};

use crate::ports::{AuditContext, Transaction};
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
    tx.audit().record(context, E::ENTITY, id, &changes)
}

/// One creation record for each of `created`, written at once.
pub fn record_created<E: Audited>(tx: &mut dyn Transaction, context: &AuditContext, created: &[E]) -> Result<(), AppError> {
    let records: Vec<_> = created.iter().map(|e| (Some(e.audit_id()), diff(None, Some(&e.snapshot())))).collect();
    tx.audit().record_many(context, E::ENTITY, &records)
}

use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::permission::Permission;

use super::{listing, sheet_context, sheet_view, SheetAddress, SheetContext, SheetView};
use crate::access::require;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, UnitOfWork};
use crate::results::keep_place_standings;
use crate::schedule::today;
use crate::AppError;

pub struct CloseControlSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl CloseControlSheet<'_> {
    /// Closes a saved sheet of the actor's scope by hand (a sheet already closed by hand stays
    /// as it is).
    pub fn execute(&self, actor: &Actor, address: SheetAddress, request: &RequestMeta) -> Result<SheetView, AppError> {
        require(actor, Permission::ControlSheetClose)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let context = sheet_context(tx, actor, address, today, Lock::ForUpdate)?;
            if !context.institution_wide {
                return Err(AppError::NotFound);
            }
            let stored = context.stored.clone().ok_or(AppError::NotFound)?;
            let context = if stored.closed_at.is_some() {
                context
            } else {
                let closed = tx.control_sheets().close(&stored, actor.user_id)?;
                let audit = AuditContext::by(actor, AuditAction::Update, request).within(context.group.institution_id);
                let changes = vec![("state", AuditValue::Text("OPEN".into()), AuditValue::Text("CLOSED".into()))];
                tx.audit().record(&audit, EntityType::ControlSheet, Some(closed.id.get()), &changes)?;
                let context = SheetContext { stored: Some(closed), ..context };
                keep_place_standings(tx, context.place(), Some(context.key.semester))?;
                context
            };
            let listing = listing(tx, &context)?;
            sheet_view(tx, actor, context, listing)
        })
    }
}

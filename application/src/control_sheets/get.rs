use domain::actor::Actor;
use domain::permission::Permission;

use super::{listing, sheet_context, sheet_view, SheetAddress, SheetView};
use crate::access::require_any;
use crate::ports::{in_transaction, Clock, Lock, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

pub struct GetControlSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl GetControlSheet<'_> {
    pub fn execute(&self, actor: &Actor, address: SheetAddress) -> Result<SheetView, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::ControlSheetEdit])?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let context = sheet_context(tx, actor, address, today, Lock::None)?;
            let listing = listing(tx, &context)?;
            sheet_view(tx, actor, context, listing)
        })
    }
}

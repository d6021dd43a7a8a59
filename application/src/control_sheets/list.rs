use domain::actor::Actor;
use domain::assessment::Control;
use domain::ids::{GroupId, InstitutionId};
use domain::journal::{JournalSettings, SheetState};
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;

use crate::access::require_any;
use crate::journal::own_staff;
use crate::ports::{in_transaction, Clock, SheetQuery, SheetRow, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetFilter {
    pub institution: Option<InstitutionId>,
    pub group: Option<GroupId>,
    pub semester: Option<i32>,
    pub control: Option<Control>,
    pub state: Option<SheetState>,
    pub page: PageRequest,
}

pub struct ListControlSheets<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl ListControlSheets<'_> {
    /// The sheets of the actor's scope (`journal-view`), or those the actor examines.
    pub fn execute(&self, actor: &Actor, filter: &SheetFilter) -> Result<Page<SheetRow>, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::ControlSheetEdit])?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let examiners = if actor.can(Permission::JournalView) {
                None
            } else {
                let own: Vec<_> = own_staff(tx, actor)?.into_iter().collect();
                if own.is_empty() {
                    return Ok(Page::exact(Vec::new(), 0));
                }
                Some(own)
            };
            let query = SheetQuery {
                scope: if examiners.is_some() { domain::actor::Scope::Everywhere } else { actor.scope() },
                institution: filter.institution,
                group: filter.group,
                semester: filter.semester,
                control: filter.control,
                state: filter.state,
                examiners,
                page: filter.page,
            };
            tx.control_sheets().list(&query, today, JournalSettings::default().sheet_close_days)
        })
    }
}

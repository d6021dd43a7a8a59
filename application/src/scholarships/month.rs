use domain::actor::Actor;
use domain::finance::scholarship::Month;
use domain::paging::PageRequest;
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::ports::{in_transaction, ScholarshipMonth, UnitOfWork};
use crate::AppError;

pub struct ScholarshipMonthList<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ScholarshipMonthList<'_> {
    /// Who of an institution is paid what in a month: its own for an institution's role, the
    /// asked one (required) for the ministry's.
    pub fn execute(&self, actor: &Actor, institution: Option<i64>, month: Month, page: PageRequest) -> Result<ScholarshipMonth, AppError> {
        require(actor, Permission::ScholarshipView)?;
        let institution = owner(actor, institution)?;
        in_transaction(self.unit, |tx| tx.scholarships().month(institution, month, page))
    }
}

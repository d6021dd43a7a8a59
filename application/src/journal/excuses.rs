use domain::actor::Actor;
use domain::ids::StudentId;
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;

use crate::access::require_any;
use crate::ports::{in_transaction, Excuse, Lock, UnitOfWork};
use crate::students::student_in_scope;
use crate::AppError;

pub struct ListExcuses<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListExcuses<'_> {
    /// A student's excused spans, latest first.
    pub fn execute(&self, actor: &Actor, student: StudentId, page: PageRequest) -> Result<Page<Excuse>, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::AttendanceExcuse])?;
        in_transaction(self.unit, |tx| {
            student_in_scope(tx, actor, student, Lock::None)?;
            tx.journal().excuses(student, page)
        })
    }
}

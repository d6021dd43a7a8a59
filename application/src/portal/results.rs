use domain::actor::Actor;
use domain::ids::StudentId;

use super::{portal_student, require_portal, semester_asked};
use crate::ports::{in_transaction, Clock, Lock, UnitOfWork};
use crate::results::{results_of, StudentResults};
use crate::schedule::today;
use crate::AppError;

pub struct MyResults<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl MyResults<'_> {
    /// What the staff's results of the student answer, for one's own record or a linked child's.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>, semester: Option<i64>) -> Result<StudentResults, AppError> {
        require_portal(actor)?;
        let semester = semester_asked(semester)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            results_of(tx, &student, semester, today)
        })
    }
}

use domain::actor::Actor;
use domain::ids::StudentId;

use super::{portal_student, require_portal};
use crate::ports::{in_transaction, Clock, Lock, Notifications, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

/// The newest notifications a screen shows at once.
const SHOWN: i64 = 50;

pub struct MyNotifications<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl MyNotifications<'_> {
    /// The student's newest notifications, each read or not by the signed-in person (a student and
    /// each parent read on their own), and how many are unread.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>) -> Result<(StudentId, Notifications), AppError> {
        require_portal(actor)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let notifications = tx.portal().notifications(actor.user_id, student.id, today, SHOWN)?;
            Ok((student.id, notifications))
        })
    }
}

pub struct ReadMyNotifications<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ReadMyNotifications<'_> {
    /// The signed-in person has read the student's notifications up to `up_to`.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>, up_to: i64) -> Result<(), AppError> {
        require_portal(actor)?;
        if up_to < 0 {
            return Err(domain::validation::ValidationErrors::single(
                "up_to",
                domain::validation::Invalid::OutOfRange { min: 0, max: i64::MAX },
            )
            .into());
        }
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            tx.portal().mark_read(actor.user_id, student.id, up_to)
        })
    }
}

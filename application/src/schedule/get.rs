use domain::actor::Actor;
use domain::ids::ScheduleId;
use domain::permission::Permission;

use super::lesson_in_scope;
use crate::access::require;
use crate::ports::{in_transaction, LessonView, Lock, UnitOfWork};
use crate::AppError;

pub struct GetLesson<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetLesson<'_> {
    pub fn execute(&self, actor: &Actor, id: ScheduleId) -> Result<LessonView, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            lesson_in_scope(tx, actor, id, Lock::None)?;
            tx.schedules().views(&[id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

use domain::actor::Actor;
use domain::ids::ExamId;
use domain::permission::Permission;

use super::exam_in_scope;
use crate::access::require_any;
use crate::ports::{in_transaction, ExamView, Lock, UnitOfWork};
use crate::AppError;

/// Who reads the exams: who schedules them, and who sees the groups' timetables.
pub(crate) const EXAM_READERS: [Permission; 3] = [Permission::ExamSchedule, Permission::EduGroupView, Permission::JournalView];

pub struct GetExam<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetExam<'_> {
    pub fn execute(&self, actor: &Actor, id: ExamId) -> Result<ExamView, AppError> {
        require_any(actor, &EXAM_READERS)?;
        in_transaction(self.unit, |tx| {
            exam_in_scope(tx, actor, id, Lock::None)?;
            tx.exams().views(&[id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

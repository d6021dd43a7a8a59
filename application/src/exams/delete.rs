use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ExamId;
use domain::permission::Permission;

use super::exam_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteExam<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteExam<'_> {
    /// Takes the exam off the calendars; its control sheet and the points on it stay.
    pub fn execute(&self, actor: &Actor, id: ExamId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ExamSchedule)?;
        in_transaction(self.unit, |tx| {
            let exam = exam_in_scope(tx, actor, id, Lock::ForUpdate)?;
            tx.exams().remove(&exam)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(exam.institution_id);
            record_change(tx, &context, Some(&exam), None)
        })
    }
}

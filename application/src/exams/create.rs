use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::schedule::{ExamDraft, ExamForm};

use super::{checked, fill_sheet};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, ExamView, RequestMeta, UnitOfWork};
use crate::schedule::ensure_free;
use crate::AppError;

pub struct CreateExam<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateExam<'_> {
    /// An exam of a group of the actor's institution, checked against the lessons and exams of
    /// its day and saved in one transaction with the date and examiner of its control sheet.
    pub fn execute(&self, actor: &Actor, form: ExamForm, request: &RequestMeta) -> Result<ExamView, AppError> {
        require(actor, Permission::ExamSchedule)?;
        let draft = ExamDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let (group, details) = checked(tx, actor, &draft)?;
            ensure_free(tx, &details.booking(), None)?;
            let exam = tx.exams().insert(group.institution_id, &details)?;
            fill_sheet(tx, &group, &details)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(group.institution_id);
            record_change(tx, &context, None, Some(&exam))?;
            tx.exams().views(&[exam.id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

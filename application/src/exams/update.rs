use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ExamId;
use domain::permission::Permission;
use domain::schedule::{ExamDraft, ExamForm};
use domain::version::Version;

use super::{checked, exam_in_scope, fill_sheet};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, ExamView, Lock, RequestMeta, UnitOfWork};
use crate::schedule::ensure_free;
use crate::AppError;

pub struct UpdateExam<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateExam<'_> {
    /// Moves or changes an exam read at `version` under the rules of a new one (it never clashes
    /// with itself).
    pub fn execute(
        &self,
        actor: &Actor,
        id: ExamId,
        form: ExamForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<ExamView, AppError> {
        require(actor, Permission::ExamSchedule)?;
        let draft = ExamDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let before = exam_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, Some(version))?;
            let (group, details) = checked(tx, actor, &draft)?;
            ensure_free(tx, &details.booking(), Some(id))?;
            let mut changed = before.clone();
            changed.details = details;
            let after = tx.exams().save(&changed)?;
            fill_sheet(tx, &group, &after.details)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.exams().views(&[id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

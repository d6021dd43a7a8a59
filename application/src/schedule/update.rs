use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ScheduleId;
use domain::permission::Permission;
use domain::schedule::{LessonDraft, LessonForm};
use domain::version::Version;

use super::{checked, ensure_free, lesson_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, LessonView, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateLesson<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateLesson<'_> {
    /// Moves or changes a lesson read at `version`, under the same rules as a new one (it never
    /// clashes with itself).
    pub fn execute(
        &self,
        actor: &Actor,
        id: ScheduleId,
        form: LessonForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<LessonView, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let draft = LessonDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let before = lesson_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, Some(version))?;
            let (_, details) = checked(tx, actor, &draft)?;
            ensure_free(tx, &details.booking(Some(id)), None)?;
            let mut changed = before.clone();
            changed.details = details;
            let after = tx.schedules().save(&changed)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.schedules().views(&[id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

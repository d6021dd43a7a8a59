use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::schedule::{LessonDraft, LessonForm};

use super::{checked, ensure_free};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, LessonView, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateLesson<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateLesson<'_> {
    /// A weekly lesson of a group of the actor's institution; checked and saved in one
    /// transaction, so that two editors cannot both book one slot.
    pub fn execute(&self, actor: &Actor, form: LessonForm, request: &RequestMeta) -> Result<LessonView, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let draft = LessonDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let (group, details) = checked(tx, actor, &draft)?;
            ensure_free(tx, &details.booking(None), None)?;
            let lesson = tx.schedules().insert(group.institution_id, &details)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(group.institution_id);
            record_change(tx, &context, None, Some(&lesson))?;
            tx.schedules().views(&[lesson.id])?.pop().ok_or(AppError::NotFound)
        })
    }
}

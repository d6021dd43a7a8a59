use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ScheduleId;
use domain::permission::Permission;
use domain::schedule::{DateSpan, DeleteOutcome, DeleteScope};

use super::lesson_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteLesson<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteLesson<'_> {
    /// For one day: the lesson skips that date. Until the end: the series ends the day before
    /// (from its first day, it leaves the timetable).
    pub fn execute(&self, actor: &Actor, id: ScheduleId, scope: DeleteScope, request: &RequestMeta) -> Result<DeleteOutcome, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        in_transaction(self.unit, |tx| {
            let lesson = lesson_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let view = tx.schedules().views(&[id])?.pop().ok_or_else(|| AppError::internal(format!("lesson {id} has no view")))?;
            let skipped = view.skipped;
            let outcome = lesson.plan_delete(scope, &skipped)?;
            match outcome {
                DeleteOutcome::SkipDay(day) => {
                    tx.schedules().skip_day(id, day)?;
                    let context = AuditContext::by(actor, AuditAction::Update, request).within(lesson.institution_id);
                    let changes = vec![("skipped_date", domain::audit::AuditValue::Null, day.into())];
                    tx.audit().record(&context, domain::audit::EntityType::ScheduleLesson, Some(id.get()), &changes)?;
                }
                DeleteOutcome::EndOn(end) => {
                    let mut changed = lesson.clone();
                    changed.details.dates = DateSpan::new(lesson.details.dates.start(), end).ok_or(AppError::NotFound)?;
                    let after = tx.schedules().save(&changed)?;
                    let context = AuditContext::by(actor, AuditAction::Update, request).within(lesson.institution_id);
                    record_change(tx, &context, Some(&lesson), Some(&after))?;
                }
                DeleteOutcome::Remove => {
                    tx.schedules().remove(&lesson)?;
                    let context = AuditContext::by(actor, AuditAction::Delete, request).within(lesson.institution_id);
                    record_change(tx, &context, Some(&lesson), None)?;
                }
            }
            Ok(outcome)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::timetable::RunId;

use super::{open_draft, run_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, TimetableRun, UnitOfWork};
use crate::schedule::ensure_free;
use crate::AppError;

pub struct PublishRun<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl PublishRun<'_> {
    /// Turns a draft into schedule lessons between the dates of each group's semester, in one
    /// transaction: every lesson is checked against the published schedule (409 naming the first
    /// clash, and nothing is published) and audited as a created lesson, and the run as published.
    /// A run is published once.
    /// Answers the run and how many lessons were published.
    pub fn execute(&self, actor: &Actor, id: RunId, request: &RequestMeta) -> Result<(TimetableRun, usize), AppError> {
        require(actor, Permission::EduGroupEdit)?;
        in_transaction(self.unit, |tx| {
            let run = run_in_scope(tx, actor, id, Lock::ForUpdate)?;
            open_draft(&run)?;
            let draft = tx.timetable().draft(id)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(run.institution_id);
            for lesson in &draft {
                ensure_free(tx, &lesson.details.booking(None), None)?;
                let stored = tx.schedules().insert(run.institution_id, &lesson.details)?;
                record_change(tx, &context, None, Some(&stored))?;
            }
            tx.timetable().mark_published(id)?;
            let published = tx.timetable().run(id, Lock::None)?.ok_or(AppError::NotFound)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&run), Some(&published))?;
            Ok((published, draft.len()))
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::{DocumentKind, JobStatus};
use domain::ids::StudentId;
use domain::language::{Language, Localized};

use super::{context_of, issue, record_in_scope, Issuing};
use crate::ports::{in_transaction, Clock, DocumentPrinter, JobFailure, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct RunGroupDocuments<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    pub public_url: &'a str,
}

impl RunGroupDocuments<'_> {
    /// Issues the job's documents one student per transaction, counting each in the job's row so
    /// that any server can tell the progress; a student refused by a rule is listed with the
    /// reason and the job goes on. The job ends DONE, or FAILED when it could not go on.
    pub fn execute(
        &self,
        actor: &Actor,
        job: i64,
        kind: DocumentKind,
        students: &[StudentId],
        request: &RequestMeta,
    ) -> Result<(), AppError> {
        let outcome = self.each(actor, job, kind, students, request);
        let status = if outcome.is_ok() { JobStatus::Done } else { JobStatus::Failed };
        let now = self.clock.now();
        in_transaction(self.unit, |tx| tx.graduates().finish_job(job, status, now))?;
        outcome
    }

    fn each(&self, actor: &Actor, job: i64, kind: DocumentKind, students: &[StudentId], request: &RequestMeta) -> Result<(), AppError> {
        for id in students {
            let issuing = Issuing { printer: self.printer, public_url: self.public_url, now: self.clock.now() };
            let issued = in_transaction(self.unit, |tx| {
                let record = record_in_scope(tx, actor, *id, Lock::ForUpdate)?;
                let context = context_of(actor, AuditAction::Update, request, &record);
                issue(tx, &context, &issuing, &record, kind, false)?;
                tx.graduates().job_step(job, None)
            });
            match issued {
                Ok(()) => {}
                Err(refused @ (AppError::Rule(_) | AppError::Conflict(_) | AppError::NotFound | AppError::StaleVersion)) => {
                    let fio = in_transaction(self.unit, |tx| Ok(tx.students().find(*id, Lock::None)?.map(|s| s.details.fio)))?;
                    // A student who is not there (the very refusal may be that) has no name to show.
                    let failure = JobFailure { student_id: *id, fio: fio.unwrap_or_default(), message: refused.message(Language::Uz) };
                    in_transaction(self.unit, |tx| tx.graduates().job_step(job, Some(failure.clone())))?;
                }
                Err(other) => return Err(other),
            }
        }
        Ok(())
    }
}

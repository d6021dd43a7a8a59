use domain::actor::Actor;
use domain::graduate::{DocumentKind, Stage};
use domain::ids::{GroupId, StudentId};
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{in_transaction, DocumentJob, Lock, UnitOfWork};
use crate::AppError;

/// A job just started, with the students it is to handle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartedJob {
    pub job: DocumentJob,
    pub students: Vec<StudentId>,
}

pub struct StartGroupDocuments<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl StartGroupDocuments<'_> {
    /// Records a job that will issue `kind` to every graduate of the group (every candidate for a
    /// certificate); the caller runs it with `RunGroupDocuments`, away from the request.
    pub fn execute(&self, actor: &Actor, group: GroupId, kind: DocumentKind) -> Result<StartedJob, AppError> {
        require(actor, Permission::GenerateDiploma)?;
        require(actor, kind.permission(false))?;
        in_transaction(self.unit, |tx| {
            let found = tx.groups().find(group, Lock::None)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, std::iter::once(&found.institution_id))?;
            let wanted = if kind.needs_graduation() { Stage::Graduated } else { Stage::Candidate };
            let students: Vec<StudentId> =
                tx.graduates().group_members(group)?.into_iter().filter(|m| m.stage == Some(wanted)).map(|m| m.id).collect();
            let total = i32::try_from(students.len()).map_err(AppError::internal)?;
            let job = tx.graduates().create_job(found.institution_id, group, kind, total, actor.user_id)?;
            Ok(StartedJob { job, students })
        })
    }
}

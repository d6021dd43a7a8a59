use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{DocumentJob, GraduateQueries};
use crate::AppError;

pub struct GetDocumentJob<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl GetDocumentJob<'_> {
    /// A group job's progress, read from the database so that any server answers it.
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<DocumentJob, AppError> {
        require(actor, Permission::GraduateView)?;
        let job = self.graduates.job(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&job.institution_id))?;
        Ok(job)
    }
}

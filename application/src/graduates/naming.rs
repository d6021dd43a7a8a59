use domain::actor::Actor;
use domain::graduate::GraduateNaming;
use domain::ids::StudentId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::GraduateQueries;
use crate::AppError;

pub struct GetNaming<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl GetNaming<'_> {
    /// The naming, or `None` while the record has none (the form starts empty at version 0).
    pub fn execute(&self, actor: &Actor, id: StudentId) -> Result<Option<GraduateNaming>, AppError> {
        require(actor, Permission::GraduateView)?;
        let record = self.graduates.record(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&record.student.institution_id))?;
        Ok(record.naming)
    }
}

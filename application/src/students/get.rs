use domain::actor::Actor;
use domain::ids::StudentId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{StudentQueries, StudentView};
use crate::AppError;

pub struct GetStudent<'a> {
    pub students: &'a dyn StudentQueries,
}

impl GetStudent<'_> {
    /// With the status history, newest first.
    pub fn execute(&self, actor: &Actor, id: StudentId) -> Result<StudentView, AppError> {
        require(actor, Permission::StudentView)?;
        let found = self.students.find(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&found.student.institution_id))?;
        Ok(found)
    }
}

use domain::actor::Actor;
use domain::ids::DoctoralStudentId;
use domain::permission::Permission;
use domain::science::DoctoralStudent;

use crate::access::{require, require_in_scope};
use crate::ports::ScienceQueries;
use crate::AppError;

pub struct GetDoctoralStudent<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl GetDoctoralStudent<'_> {
    pub fn execute(&self, actor: &Actor, id: DoctoralStudentId) -> Result<DoctoralStudent, AppError> {
        require(actor, Permission::ScienceDoctorateView)?;
        let student = self.science.doctoral_student(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [student.institution_id].iter())?;
        Ok(student)
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::science::DoctoralStudent;

use crate::access::require;
use crate::ports::{DoctoralStudentQuery, ScienceQueries};
use crate::AppError;

pub struct ListDoctoralStudents<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl ListDoctoralStudents<'_> {
    pub fn execute(&self, actor: &Actor, query: DoctoralStudentQuery) -> Result<Page<DoctoralStudent>, AppError> {
        require(actor, Permission::ScienceDoctorateView)?;
        self.science.doctoral_students(&DoctoralStudentQuery { scope: actor.scope(), ..query })
    }
}

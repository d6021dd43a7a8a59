use domain::actor::Actor;
use domain::ids::ProjectId;
use domain::permission::Permission;
use domain::science::Project;

use crate::access::{require, require_in_scope};
use crate::ports::ScienceQueries;
use crate::AppError;

pub struct GetProject<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl GetProject<'_> {
    pub fn execute(&self, actor: &Actor, id: ProjectId) -> Result<Project, AppError> {
        require(actor, Permission::ScienceProjectView)?;
        let project = self.science.project(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [project.institution_id].iter())?;
        Ok(project)
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::science::Project;

use crate::access::require;
use crate::ports::{ProjectQuery, ScienceQueries};
use crate::AppError;

pub struct ListProjects<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl ListProjects<'_> {
    /// The projects of the actor's institution, or of every one for the ministry.
    pub fn execute(&self, actor: &Actor, query: ProjectQuery) -> Result<Page<Project>, AppError> {
        require(actor, Permission::ScienceProjectView)?;
        self.science.projects(&ProjectQuery { scope: actor.scope(), ..query })
    }
}

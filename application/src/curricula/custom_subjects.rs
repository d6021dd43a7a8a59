use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{CurriculumQueries, CustomSubject, CustomSubjectQuery};
use crate::AppError;

pub struct ListCustomSubjects<'a> {
    pub curricula: &'a dyn CurriculumQueries,
}

impl ListCustomSubjects<'_> {
    /// The vocational subjects of the curricula the actor can see, distinct by name.
    pub fn execute(&self, actor: &Actor, query: CustomSubjectQuery) -> Result<Page<CustomSubject>, AppError> {
        require(actor, Permission::CurriculumView)?;
        self.curricula.custom_subjects(&CustomSubjectQuery { scope: actor.scope(), ..query })
    }
}

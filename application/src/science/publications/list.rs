use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::science::Publication;

use crate::access::require;
use crate::ports::{PublicationQuery, ScienceQueries};
use crate::AppError;

pub struct ListPublications<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl ListPublications<'_> {
    /// The publications of the actor's institution, or of every one for the ministry.
    pub fn execute(&self, actor: &Actor, query: PublicationQuery) -> Result<Page<Publication>, AppError> {
        require(actor, Permission::SciencePublicationView)?;
        self.science.publications(&PublicationQuery { scope: actor.scope(), ..query })
    }
}

use domain::actor::Actor;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::Publication;

use super::publication_in_reach;
use crate::access::require_in_scope;
use crate::ports::{in_transaction, Lock, ScienceQueries, UnitOfWork};
use crate::AppError;

pub struct GetPublication<'a> {
    pub science: &'a dyn ScienceQueries,
    pub unit: &'a dyn UnitOfWork,
}

impl GetPublication<'_> {
    /// The office reads any publication of its institution, an author their own.
    pub fn execute(&self, actor: &Actor, id: PublicationId) -> Result<Publication, AppError> {
        if actor.can(Permission::SciencePublicationView) {
            let publication = self.science.publication(id)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, [publication.institution_id].iter())?;
            return Ok(publication);
        }
        in_transaction(self.unit, |tx| Ok(publication_in_reach(tx, actor, id, Permission::SciencePublicationView, Lock::None)?.0))
    }
}

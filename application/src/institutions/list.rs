use domain::actor::Actor;
use domain::institution::Institution;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{InstitutionQueries, InstitutionQuery};
use crate::AppError;

pub struct ListInstitutions<'a> {
    pub institutions: &'a dyn InstitutionQueries,
}

impl ListInstitutions<'_> {
    /// An institution-level actor lists only its own institution.
    pub fn execute(&self, actor: &Actor, query: InstitutionQuery) -> Result<Page<Institution>, AppError> {
        require(actor, Permission::InstitutionView)?;
        self.institutions.list(&InstitutionQuery { scope: actor.scope(), ..query })
    }
}

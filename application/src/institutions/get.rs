use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::institution::Institution;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::InstitutionQueries;
use crate::AppError;

pub struct GetInstitution<'a> {
    pub institutions: &'a dyn InstitutionQueries,
}

impl GetInstitution<'_> {
    pub fn execute(&self, actor: &Actor, id: InstitutionId) -> Result<Institution, AppError> {
        require(actor, Permission::InstitutionView)?;
        require_in_scope(actor, [id].iter())?;
        self.institutions.find(id)?.ok_or(AppError::NotFound)
    }
}

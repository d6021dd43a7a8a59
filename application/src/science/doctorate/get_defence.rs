use domain::actor::Actor;
use domain::ids::DefenceId;
use domain::permission::Permission;
use domain::science::Defence;

use crate::access::{require, require_in_scope};
use crate::ports::ScienceQueries;
use crate::AppError;

pub struct GetDefence<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl GetDefence<'_> {
    pub fn execute(&self, actor: &Actor, id: DefenceId) -> Result<Defence, AppError> {
        require(actor, Permission::ScienceDoctorateView)?;
        let defence = self.science.defence(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [defence.institution_id].iter())?;
        Ok(defence)
    }
}

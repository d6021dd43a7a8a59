use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::science::Defence;

use crate::access::require;
use crate::ports::{DefenceQuery, ScienceQueries};
use crate::AppError;

pub struct ListDefences<'a> {
    pub science: &'a dyn ScienceQueries,
}

impl ListDefences<'_> {
    pub fn execute(&self, actor: &Actor, query: DefenceQuery) -> Result<Page<Defence>, AppError> {
        require(actor, Permission::ScienceDoctorateView)?;
        self.science.defences(&DefenceQuery { scope: actor.scope(), ..query })
    }
}

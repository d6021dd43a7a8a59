use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{GraduateListItem, GraduateQueries, GraduateQuery};
use crate::AppError;

pub struct ListGraduates<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl ListGraduates<'_> {
    /// The candidates and graduates in the actor's scope; `query.scope` is replaced by it.
    pub fn execute(&self, actor: &Actor, query: GraduateQuery) -> Result<Page<GraduateListItem>, AppError> {
        require(actor, Permission::GraduateView)?;
        self.graduates.list(&GraduateQuery { scope: actor.scope(), ..query })
    }
}

use domain::actor::Actor;
use domain::building::Building;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{BuildingQueries, BuildingQuery};
use crate::AppError;

pub struct ListBuildings<'a> {
    pub buildings: &'a dyn BuildingQueries,
}

impl ListBuildings<'_> {
    pub fn execute(&self, actor: &Actor, query: BuildingQuery) -> Result<Page<Building>, AppError> {
        require(actor, Permission::BuildingView)?;
        self.buildings.list(&BuildingQuery { scope: actor.scope(), ..query })
    }
}

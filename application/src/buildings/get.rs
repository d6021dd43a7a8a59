use domain::actor::Actor;
use domain::building::Building;
use domain::ids::BuildingId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::BuildingQueries;
use crate::AppError;

pub struct GetBuilding<'a> {
    pub buildings: &'a dyn BuildingQueries,
}

impl GetBuilding<'_> {
    pub fn execute(&self, actor: &Actor, id: BuildingId) -> Result<Building, AppError> {
        require(actor, Permission::BuildingView)?;
        find_building_in_scope(self.buildings, actor, id)
    }
}

/// A building the actor may see: another institution's is "not found".
pub(crate) fn find_building_in_scope(buildings: &dyn BuildingQueries, actor: &Actor, id: BuildingId) -> Result<Building, AppError> {
    let building = buildings.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [building.institution_id].iter())?;
    Ok(building)
}

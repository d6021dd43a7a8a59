use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::BuildingId;
use domain::permission::Permission;

use super::get::find_building_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, BuildingRepository, RequestMeta};
use crate::AppError;

pub struct DeleteBuilding<'a> {
    pub buildings: &'a dyn BuildingRepository,
}

impl DeleteBuilding<'_> {
    pub fn execute(&self, actor: &Actor, id: BuildingId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::BuildingDelete)?;
        find_building_in_scope(self.buildings, actor, id)?;
        self.buildings.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

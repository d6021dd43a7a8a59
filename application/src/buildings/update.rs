use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::BuildingId;
use domain::permission::Permission;
use domain::version::Version;

use super::get::find_building_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, BuildingRepository, RequestMeta};
use crate::AppError;

pub struct UpdateBuilding<'a> {
    pub buildings: &'a dyn BuildingRepository,
}

impl UpdateBuilding<'_> {
    /// A building stays in its institution; only its own fields change.
    pub fn execute(
        &self,
        actor: &Actor,
        id: BuildingId,
        form: BuildingForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Building, AppError> {
        require(actor, Permission::BuildingEdit)?;
        find_building_in_scope(self.buildings, actor, id)?;
        let draft = BuildingDraft::parse(&form)?;
        self.buildings.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

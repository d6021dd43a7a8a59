use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::ports::{AuditContext, BuildingRepository, RequestMeta};
use crate::AppError;

pub struct CreateBuilding<'a> {
    pub buildings: &'a dyn BuildingRepository,
}

impl CreateBuilding<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: BuildingForm,
        request: &RequestMeta,
    ) -> Result<Building, AppError> {
        require(actor, Permission::BuildingAdd)?;
        let institution = owner(actor, institution)?;
        let draft = BuildingDraft::parse(&form)?;
        self.buildings.create(institution, &draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

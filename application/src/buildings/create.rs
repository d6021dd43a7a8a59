use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateBuilding<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        in_transaction(self.unit, |tx| {
            let building = tx.buildings().insert(institution, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&building))?;
            Ok(building)
        })
    }
}

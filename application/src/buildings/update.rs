use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::BuildingId;
use domain::permission::Permission;
use domain::version::Version;

use super::building_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateBuilding<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateBuilding<'_> {
    /// A building stays in its institution; only its own fields change, and never from under a
    /// room.
    pub fn execute(
        &self,
        actor: &Actor,
        id: BuildingId,
        form: BuildingForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Building, AppError> {
        require(actor, Permission::BuildingEdit)?;
        in_transaction(self.unit, |tx| {
            let before = building_in_scope(tx, actor, id)?;
            let draft = BuildingDraft::parse(&form)?;
            Building::check_floors(&draft, tx.buildings().highest_room_floor(id)?).map_err(AppError::conflict)?;
            check_version(before.version, Some(version))?;
            let after = tx.buildings().save(id, &draft, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

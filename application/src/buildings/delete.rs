use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::building::Building;
use domain::ids::BuildingId;
use domain::permission::Permission;

use super::building_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteBuilding<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteBuilding<'_> {
    /// A building with rooms stays: its rooms go first.
    pub fn execute(&self, actor: &Actor, id: BuildingId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::BuildingDelete)?;
        in_transaction(self.unit, |tx| {
            let before = building_in_scope(tx, actor, id)?;
            before.check_delete().map_err(AppError::conflict)?;
            tx.buildings().delete(&before)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.institution_id);
            record_change::<Building>(tx, &context, Some(&before), None)
        })
    }
}

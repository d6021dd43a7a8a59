use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::RoomId;
use domain::permission::Permission;
use domain::room::Room;

use super::room_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteRoom<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteRoom<'_> {
    pub fn execute(&self, actor: &Actor, id: RoomId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::RoomDelete)?;
        in_transaction(self.unit, |tx| {
            let before = room_in_scope(tx, actor, id)?;
            tx.rooms().delete(&before)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.institution_id);
            record_change::<Room>(tx, &context, Some(&before), None)
        })
    }
}

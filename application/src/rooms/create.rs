use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::room::{Room, RoomForm};

use super::checked_draft;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateRoom<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateRoom<'_> {
    pub fn execute(&self, actor: &Actor, form: RoomForm, request: &RequestMeta) -> Result<Room, AppError> {
        require(actor, Permission::RoomAdd)?;
        in_transaction(self.unit, |tx| {
            let draft = checked_draft(tx, actor, &form)?;
            let room = tx.rooms().insert(&draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(room.institution_id);
            record_change(tx, &context, None, Some(&room))?;
            Ok(room)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::RoomId;
use domain::permission::Permission;

use super::get::find_room_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, RoomRepository};
use crate::AppError;

pub struct DeleteRoom<'a> {
    pub rooms: &'a dyn RoomRepository,
}

impl DeleteRoom<'_> {
    pub fn execute(&self, actor: &Actor, id: RoomId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::RoomDelete)?;
        find_room_in_scope(self.rooms, actor, id)?;
        self.rooms.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

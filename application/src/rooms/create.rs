use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::room::{Room, RoomForm};

use super::checked_draft;
use crate::access::require;
use crate::ports::{AuditContext, BuildingQueries, RequestMeta, RoomRepository};
use crate::AppError;

pub struct CreateRoom<'a> {
    pub rooms: &'a dyn RoomRepository,
    pub buildings: &'a dyn BuildingQueries,
}

impl CreateRoom<'_> {
    pub fn execute(&self, actor: &Actor, form: RoomForm, request: &RequestMeta) -> Result<Room, AppError> {
        require(actor, Permission::RoomAdd)?;
        let draft = checked_draft(self.buildings, actor, &form)?;
        self.rooms.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

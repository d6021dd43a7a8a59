use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::RoomId;
use domain::permission::Permission;
use domain::room::{Room, RoomForm};
use domain::version::Version;

use super::checked_draft;
use super::get::find_room_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, BuildingQueries, RequestMeta, RoomRepository};
use crate::AppError;

pub struct UpdateRoom<'a> {
    pub rooms: &'a dyn RoomRepository,
    pub buildings: &'a dyn BuildingQueries,
}

impl UpdateRoom<'_> {
    /// A room may move to another building of the same institution.
    pub fn execute(&self, actor: &Actor, id: RoomId, form: RoomForm, version: Version, request: &RequestMeta) -> Result<Room, AppError> {
        require(actor, Permission::RoomEdit)?;
        find_room_in_scope(self.rooms, actor, id)?;
        let draft = checked_draft(self.buildings, actor, &form)?;
        self.rooms.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

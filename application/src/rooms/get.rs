use domain::actor::Actor;
use domain::ids::RoomId;
use domain::permission::Permission;
use domain::room::Room;

use crate::access::{require, require_in_scope};
use crate::ports::RoomQueries;
use crate::AppError;

pub struct GetRoom<'a> {
    pub rooms: &'a dyn RoomQueries,
}

impl GetRoom<'_> {
    pub fn execute(&self, actor: &Actor, id: RoomId) -> Result<Room, AppError> {
        require(actor, Permission::RoomView)?;
        find_room_in_scope(self.rooms, actor, id)
    }
}

pub(crate) fn find_room_in_scope(rooms: &dyn RoomQueries, actor: &Actor, id: RoomId) -> Result<Room, AppError> {
    let room = rooms.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [room.institution_id].iter())?;
    Ok(room)
}

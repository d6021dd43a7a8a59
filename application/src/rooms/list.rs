use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::room::Room;

use crate::access::require;
use crate::ports::{RoomQueries, RoomQuery};
use crate::AppError;

pub struct ListRooms<'a> {
    pub rooms: &'a dyn RoomQueries,
}

impl ListRooms<'_> {
    pub fn execute(&self, actor: &Actor, query: RoomQuery) -> Result<Page<Room>, AppError> {
        require(actor, Permission::RoomView)?;
        self.rooms.list(&RoomQuery { scope: actor.scope(), ..query })
    }
}

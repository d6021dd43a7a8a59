//! `/rooms/`: rooms of an institution's buildings.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::room::{Room, RoomForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct BuildingRefDto {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RoomDto {
    pub id: i64,
    pub building_id: i64,
    pub building: BuildingRefDto,
    pub institution_id: i64,
    pub name: String,
    pub floor: i16,
    pub capacity: i32,
    /// `LECTURE`, `LAB`, `COMPUTER` or `GYM`.
    #[schema(value_type = crate::codes::RoomKindCode)]
    pub kind: String,
    pub version: i32,
}

impl From<Room> for RoomDto {
    fn from(room: Room) -> Self {
        let d = room.details;
        RoomDto {
            id: room.id.get(),
            building_id: d.building_id.get(),
            building: BuildingRefDto { id: d.building_id.get(), name: room.building_name },
            institution_id: room.institution_id.get(),
            name: d.name,
            floor: d.floor,
            capacity: d.capacity,
            kind: d.kind.code().into(),
            version: room.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RoomWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub building_id: i64,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub name: String,
    /// From -3 (basements) to the building's floors.
    #[serde(default)]
    #[schema(minimum = -3, maximum = 50)]
    pub floor: i64,
    /// 1 to 10000.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 10000)]
    pub capacity: i64,
    /// `LECTURE`, `LAB`, `COMPUTER` or `GYM`.
    #[serde(default)]
    #[schema(value_type = crate::codes::RoomKindCode)]
    #[schema(required = true)]
    pub kind: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl RoomWriteDto {
    pub fn form(&self) -> RoomForm {
        RoomForm {
            building_id: self.building_id,
            name: self.name.clone(),
            floor: self.floor,
            capacity: self.capacity,
            kind: self.kind.clone(),
        }
    }
}

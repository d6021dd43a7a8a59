//! `/buildings/`: an institution's buildings.

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

use domain::building::{Building, BuildingForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct BuildingDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub name: String,
    pub address: String,
    pub floors: i16,
    pub rooms_count: i64,
    pub version: i32,
}

impl From<Building> for BuildingDto {
    fn from(building: Building) -> Self {
        BuildingDto {
            id: building.id.get(),
            institution_id: building.institution_id.get(),
            institution: InstitutionRefDto { id: building.institution_id.get(), name: NameDto::from(&building.institution_name) },
            name: building.details.name,
            address: building.details.address,
            floors: building.details.floors,
            rooms_count: building.rooms_count,
            version: building.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BuildingWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub name: String,
    #[serde(default)]
    #[schema(max_length = 512)]
    pub address: String,
    /// 1 to 50.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 50)]
    pub floors: i64,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl BuildingWriteDto {
    pub fn form(&self) -> BuildingForm {
        BuildingForm { name: self.name.clone(), address: self.address.clone(), floors: self.floors }
    }
}

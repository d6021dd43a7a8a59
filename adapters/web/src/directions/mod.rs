//! `/edu-directions/`: the national classifier of directions of study.

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

use domain::direction::{Direction, DirectionForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct DirectionDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    /// `LYCEUM` or `HEI`.
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    pub institution_type: String,
    pub version: i32,
}

impl From<Direction> for DirectionDto {
    fn from(direction: Direction) -> Self {
        let d = direction.details;
        DirectionDto {
            id: direction.id.get(),
            name: NameDto::from(&d.name),
            code: d.code,
            institution_type: d.institution_type.code().into(),
            version: direction.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DirectionWriteDto {
    #[serde(default)]
    #[schema(required = true, min_length = 2, max_length = 20, pattern = r"^[A-Za-z0-9.-]+$")]
    pub code: String,
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// `LYCEUM` or `HEI`.
    #[serde(default)]
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    #[schema(required = true)]
    pub institution_type: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl DirectionWriteDto {
    pub fn form(&self) -> DirectionForm {
        DirectionForm {
            code: self.code.clone(),
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            institution_type: self.institution_type.clone(),
        }
    }
}

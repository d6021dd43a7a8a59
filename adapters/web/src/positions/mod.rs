//! `/institution-positions/` (the ministry's catalogue), `/staffs/positions/` and
//! `/staffs/work-forms/` (what the staff form picks from).

mod create;
mod delete;
mod get;
mod list;
mod update;
mod work_forms;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;
pub use work_forms::*;

use domain::position::{Position, PositionForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct PositionDto {
    pub id: i64,
    pub name: NameDto,
    pub is_teaching: bool,
    pub version: i32,
}

impl From<Position> for PositionDto {
    fn from(position: Position) -> Self {
        PositionDto {
            id: position.id.get(),
            name: NameDto::from(&position.details.name),
            is_teaching: position.details.is_teaching,
            version: position.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PositionWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    #[serde(default)]
    pub is_teaching: bool,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl PositionWriteDto {
    pub fn form(&self) -> PositionForm {
        PositionForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            is_teaching: self.is_teaching,
        }
    }
}

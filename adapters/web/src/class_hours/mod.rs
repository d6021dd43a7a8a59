//! `/class-hours/`: the numbered periods of an institution's day.

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

use domain::class_hour::{ClassHour, ClassHourForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct ClassHourDto {
    pub id: i64,
    pub institution_id: i64,
    pub number: i16,
    /// `HH:mm`.
    pub start_time: String,
    /// `HH:mm`.
    pub end_time: String,
    pub version: i32,
}

impl From<ClassHour> for ClassHourDto {
    fn from(hour: ClassHour) -> Self {
        ClassHourDto {
            id: hour.id.get(),
            institution_id: hour.institution_id.get(),
            number: hour.details.number,
            start_time: hour.details.start.format("%H:%M").to_string(),
            end_time: hour.details.end.format("%H:%M").to_string(),
            version: hour.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ClassHourWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    /// 1 to 20, unique in the institution.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 20)]
    pub number: i64,
    /// `HH:mm`.
    #[serde(default)]
    #[schema(required = true, pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "08:30")]
    pub start_time: String,
    /// `HH:mm`, after the start.
    #[serde(default)]
    #[schema(required = true, pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "09:50")]
    pub end_time: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl ClassHourWriteDto {
    pub fn form(&self) -> ClassHourForm {
        ClassHourForm { number: self.number, start_time: self.start_time.clone(), end_time: self.end_time.clone() }
    }
}

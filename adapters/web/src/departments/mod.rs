//! `/institution-departments/`: faculties, chairs and sections of an institution.

mod create;
mod delete;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use domain::department::{Department, DepartmentForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct DepartmentDto {
    pub id: i64,
    pub institution_id: i64,
    pub name: NameDto,
    /// `FACULTY`, `CHAIR` or `SECTION`.
    #[schema(value_type = crate::codes::DepartmentKindCode)]
    pub kind: String,
    pub version: i32,
}

impl From<Department> for DepartmentDto {
    fn from(department: Department) -> Self {
        DepartmentDto {
            id: department.id.get(),
            institution_id: department.institution_id.get(),
            name: NameDto::from(&department.details.name),
            kind: department.details.kind.code().into(),
            version: department.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DepartmentWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// `FACULTY`, `CHAIR` or `SECTION`.
    #[serde(default)]
    #[schema(value_type = crate::codes::DepartmentKindCode)]
    #[schema(required = true)]
    pub kind: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl DepartmentWriteDto {
    pub fn form(&self) -> DepartmentForm {
        DepartmentForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            kind: self.kind.clone(),
        }
    }
}

//! `/ministry-departments/`: the ministry's own departments.

mod create;
mod delete;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct MinistryDepartmentDto {
    pub id: i64,
    pub name: NameDto,
    pub parent_id: Option<i64>,
    pub version: i32,
}

impl From<MinistryDepartment> for MinistryDepartmentDto {
    fn from(department: MinistryDepartment) -> Self {
        MinistryDepartmentDto {
            id: department.id.get(),
            name: NameDto::from(&department.details.name),
            parent_id: department.details.parent_id.map(|p| p.get()),
            version: department.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct MinistryDepartmentWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    #[serde(default)]
    pub parent_id: Option<i64>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl MinistryDepartmentWriteDto {
    pub fn draft(&self) -> Result<MinistryDepartmentDraft, ValidationErrors> {
        MinistryDepartmentDraft::parse((&self.name.uz, &self.name.uz_cyrl, &self.name.ru, &self.name.en), self.parent_id)
    }
}

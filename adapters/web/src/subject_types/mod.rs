//! `/edu-subjects/types/`: the kinds of subject the curricula group subjects by.

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

use domain::subject::{SubjectType, SubjectTypeForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectTypeDto {
    pub id: i64,
    pub name: NameDto,
    pub version: i32,
}

impl From<SubjectType> for SubjectTypeDto {
    fn from(subject_type: SubjectType) -> Self {
        SubjectTypeDto { id: subject_type.id.get(), name: NameDto::from(&subject_type.details.name), version: subject_type.version.get() }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubjectTypeWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl SubjectTypeWriteDto {
    pub fn form(&self) -> SubjectTypeForm {
        SubjectTypeForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
        }
    }
}

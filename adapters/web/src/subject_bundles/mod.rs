//! `/subject-bundles/`: named sets of catalogue subjects taught together.

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

use domain::subject_bundle::{SubjectBundle, SubjectBundleForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;
use crate::subjects::SubjectBriefDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectBundleDto {
    pub id: i64,
    pub name: NameDto,
    /// In the bundle's order.
    pub edu_subject_ids: Vec<i64>,
    pub edu_subjects: Vec<SubjectBriefDto>,
    pub version: i32,
}

impl From<SubjectBundle> for SubjectBundleDto {
    fn from(bundle: SubjectBundle) -> Self {
        SubjectBundleDto {
            id: bundle.id.get(),
            name: NameDto::from(&bundle.details.name),
            edu_subject_ids: bundle.details.subject_ids.iter().map(|id| id.get()).collect(),
            edu_subjects: bundle.subjects.iter().map(SubjectBriefDto::from).collect(),
            version: bundle.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubjectBundleWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// At least one subject of the catalogue, each once.
    #[serde(default)]
    #[schema(required = true, min_items = 1)]
    pub edu_subject_ids: Vec<i64>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl SubjectBundleWriteDto {
    pub fn form(&self) -> SubjectBundleForm {
        SubjectBundleForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            edu_subject_ids: self.edu_subject_ids.clone(),
        }
    }
}

//! `/edu-subjects/`: the ministry's subject catalogue.

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

use domain::subject::{Subject, SubjectForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;
use crate::dto::SubjectTypeRefDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub edu_subject_type_id: i64,
    pub edu_subject_type: SubjectTypeRefDto,
    pub study_hours: i32,
    pub version: i32,
}

impl From<&Subject> for SubjectDto {
    fn from(subject: &Subject) -> Self {
        let d = &subject.details;
        SubjectDto {
            id: subject.id.get(),
            code: d.code.clone(),
            name: NameDto::from(&d.name),
            edu_subject_type_id: d.subject_type_id.get(),
            edu_subject_type: SubjectTypeRefDto { id: d.subject_type_id.get(), name: NameDto::from(&subject.subject_type_name) },
            study_hours: d.study_hours.get(),
            version: subject.version.get(),
        }
    }
}

impl From<Subject> for SubjectDto {
    fn from(subject: Subject) -> Self {
        SubjectDto::from(&subject)
    }
}

/// A subject as a bundle lists it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectBriefDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub study_hours: i32,
}

impl From<&Subject> for SubjectBriefDto {
    fn from(subject: &Subject) -> Self {
        SubjectBriefDto {
            id: subject.id.get(),
            code: subject.details.code.clone(),
            name: NameDto::from(&subject.details.name),
            study_hours: subject.details.study_hours.get(),
        }
    }
}

/// A subject as a model curriculum lists it: with its type.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectRefDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub edu_subject_type: SubjectTypeRefDto,
}

impl From<&Subject> for SubjectRefDto {
    fn from(subject: &Subject) -> Self {
        let d = &subject.details;
        SubjectRefDto {
            id: subject.id.get(),
            code: d.code.clone(),
            name: NameDto::from(&d.name),
            edu_subject_type: SubjectTypeRefDto { id: d.subject_type_id.get(), name: NameDto::from(&subject.subject_type_name) },
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubjectWriteDto {
    /// 1 to 20 characters, unique in the catalogue (without regard to case).
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 20, pattern = r"\S")]
    pub code: String,
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    #[serde(default)]
    #[schema(required = true, nullable = false)]
    pub edu_subject_type_id: Option<i64>,
    /// 1 to 10000.
    #[serde(default)]
    #[schema(required = true, nullable = false, minimum = 1, maximum = 10000)]
    pub study_hours: Option<i64>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl SubjectWriteDto {
    pub fn form(&self) -> SubjectForm {
        SubjectForm {
            code: self.code.clone(),
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            edu_subject_type_id: self.edu_subject_type_id,
            study_hours: self.study_hours,
        }
    }
}

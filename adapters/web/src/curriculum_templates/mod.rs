//! `/curriculum-templates/`: the ministry's model curricula.

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

use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateForm, DirectionRef, TemplateSubjectForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{DirectionRefDto, NameDto};
use crate::subjects::SubjectRefDto;

impl From<&DirectionRef> for DirectionRefDto {
    fn from(direction: &DirectionRef) -> Self {
        DirectionRefDto { id: direction.id.get(), code: direction.code.clone(), name: NameDto::from(&direction.name) }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TemplateSubjectDto {
    pub edu_subject_id: i64,
    pub study_hours: i32,
    pub edu_subject: SubjectRefDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CurriculumTemplateDto {
    pub id: i64,
    pub name: NameDto,
    pub edu_direction_id: Option<i64>,
    pub edu_direction: Option<DirectionRefDto>,
    /// `LYCEUM` or `HEI`.
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    pub institution_type: String,
    pub number_of_semesters: i32,
    /// Ordered by the subject's name.
    pub subjects: Vec<TemplateSubjectDto>,
    pub version: i32,
}

impl From<CurriculumTemplate> for CurriculumTemplateDto {
    fn from(template: CurriculumTemplate) -> Self {
        let d = &template.details;
        CurriculumTemplateDto {
            id: template.id.get(),
            name: NameDto::from(&d.name),
            edu_direction_id: d.direction_id.map(|id| id.get()),
            edu_direction: template.direction.as_ref().map(DirectionRefDto::from),
            institution_type: d.institution_type.code().into(),
            number_of_semesters: d.number_of_semesters.get(),
            subjects: template
                .subjects
                .iter()
                .map(|s| TemplateSubjectDto {
                    edu_subject_id: s.subject.id.get(),
                    study_hours: s.study_hours.get(),
                    edu_subject: SubjectRefDto::from(&s.subject),
                })
                .collect(),
            version: template.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct TemplateSubjectWriteDto {
    #[serde(default)]
    #[schema(required = true, nullable = false)]
    pub edu_subject_id: Option<i64>,
    /// 1 to 10000.
    #[serde(default)]
    #[schema(required = true, nullable = false, minimum = 1, maximum = 10000)]
    pub study_hours: Option<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CurriculumTemplateWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// A direction of the same kind of institution, or none.
    #[serde(default)]
    pub edu_direction_id: Option<i64>,
    /// `LYCEUM` or `HEI`.
    #[serde(default)]
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    #[schema(required = true)]
    pub institution_type: String,
    /// 1 to 12, at most 4 for `LYCEUM`; 4 when left out.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 12)]
    pub number_of_semesters: Option<i64>,
    /// At least one, each subject once.
    #[serde(default)]
    #[schema(required = true, min_items = 1)]
    pub subjects: Vec<TemplateSubjectWriteDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl CurriculumTemplateWriteDto {
    pub fn form(&self) -> CurriculumTemplateForm {
        CurriculumTemplateForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            edu_direction_id: self.edu_direction_id,
            institution_type: self.institution_type.clone(),
            number_of_semesters: self.number_of_semesters,
            subjects: self
                .subjects
                .iter()
                .map(|s| TemplateSubjectForm { edu_subject_id: s.edu_subject_id, study_hours: s.study_hours })
                .collect(),
        }
    }
}

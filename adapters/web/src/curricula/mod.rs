//! `/curriculums/`: an institution's curricula, their distribution over semesters and their
//! state machine; `/edu-subjects/custom-subjects/`: the vocational subject names in use.

mod approve;
mod archive;
mod assessment;
mod cancel;
mod check_rating;
mod create;
mod custom_subjects;
mod delete;
mod get;
mod inactivate;
mod list;
mod separate;
mod update;

pub use approve::*;
pub use archive::*;
pub use assessment::*;
pub use cancel::*;
pub use check_rating::*;
pub use create::*;
pub use custom_subjects::*;
pub use delete::*;
pub use get::*;
pub use inactivate::*;
pub use list::*;
pub use separate::*;
pub use update::*;

use application::AppError;
use domain::curriculum::plan::{DatesForm, NamedHoursForm, SemesterRowForm, SubjectRowForm};
use domain::curriculum::{Curriculum, CurriculumForm, CurriculumWithPlan, NamedHours, PlanForm};
use domain::ids::CurriculumId;
use domain::language::Language;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{DirectionRefDto, InstitutionRefDto, NameDto, SubjectTypeRefDto};
use crate::error::ApiError;

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedRefDto {
    pub id: i64,
    pub name: NameDto,
}

/// A curriculum as lists show it: without its distribution.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurriculumDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub name: String,
    pub subject_type_id: i64,
    pub subject_type: NamedRefDto,
    pub start_year: i32,
    /// Always `start_year + 1`.
    pub second_year: i32,
    pub end_year: i32,
    pub edu_direction_id: i64,
    pub edu_direction: DirectionRefDto,
    /// `NEW`, `APPROVED`, `INACTIVE` or `ARCHIVED`.
    #[schema(value_type = crate::codes::CurriculumStatusCode)]
    pub status: String,
    /// `FULL_TIME`, `PART_TIME`, `EVENING` or `DISTANCE`.
    #[schema(value_type = crate::codes::EduFormCode)]
    pub edu_form: String,
    pub curriculum_template_id: i64,
    pub curriculum_template: NamedRefDto,
    /// `UZ`, `RU`, `EN` or `KAA`.
    #[schema(value_type = crate::codes::EduLanguageCode)]
    pub edu_language: String,
    /// `FIVE_POINT` or `HUNDRED_POINT`.
    #[schema(value_type = crate::codes::RatingTypeCode)]
    pub rating_type: String,
    pub number_of_semesters: u8,
    /// What the state machine allows now, among `edit`, `distribute`, `approve`, `cancel`,
    /// `inactivate`, `archive`, `delete` (the UI intersects it with the role's permissions).
    pub allowed_actions: Vec<String>,
    pub version: i32,
}

impl From<&Curriculum> for CurriculumDto {
    fn from(c: &Curriculum) -> Self {
        let d = &c.details;
        CurriculumDto {
            id: c.id.get(),
            institution_id: c.institution_id.get(),
            institution: InstitutionRefDto { id: c.institution_id.get(), name: NameDto::from(&c.institution_name) },
            name: d.name.clone(),
            subject_type_id: d.subject_type_id.get(),
            subject_type: NamedRefDto { id: d.subject_type_id.get(), name: NameDto::from(&c.subject_type_name) },
            start_year: d.start_year,
            second_year: d.second_year(),
            end_year: d.end_year,
            edu_direction_id: d.edu_direction_id.get(),
            edu_direction: DirectionRefDto {
                id: d.edu_direction_id.get(),
                code: c.direction_code.clone(),
                name: NameDto::from(&c.direction_name),
            },
            status: c.status.code().into(),
            edu_form: d.edu_form.code().into(),
            curriculum_template_id: d.curriculum_template_id.get(),
            curriculum_template: NamedRefDto { id: d.curriculum_template_id.get(), name: NameDto::from(&c.template_name) },
            edu_language: d.edu_language.code().into(),
            rating_type: d.rating_type.code().into(),
            number_of_semesters: d.number_of_semesters,
            allowed_actions: c.status.allowed_actions().into_iter().map(|a| a.code().to_string()).collect(),
            version: c.version.get(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EduSubjectRefDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub edu_subject_type: SubjectTypeRefDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CurriculumSubjectDto {
    pub edu_subject_id: i64,
    pub study_hours: i32,
    pub edu_subject: Option<EduSubjectRefDto>,
    /// Hours no semester carries yet.
    pub remaining_hours: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SemesterSubjectDto {
    pub edu_subject_id: i64,
    pub semester_number: u8,
    pub study_hours: i32,
    pub is_seperated: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SemesterDatesDto {
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<chrono::NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<chrono::NaiveDate>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedHoursDto {
    pub id: i64,
    pub name: NameDto,
    pub study_hours: i32,
}

fn named_hours(rows: &[NamedHours]) -> Vec<NamedHoursDto> {
    // Never the default: only a submitted row lacks an id, and the answer is the plan read back.
    rows.iter().map(|r| NamedHoursDto { id: r.id.unwrap_or_default(), name: NameDto::from(&r.name), study_hours: r.study_hours }).collect()
}

/// A curriculum with its whole distribution, in the shape `separate-to-semesters` takes.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurriculumDetailDto {
    #[serde(flatten)]
    pub curriculum: CurriculumDto,
    pub edu_subject: Vec<CurriculumSubjectDto>,
    /// Exactly `number_of_semesters` lists.
    pub semester_edu_subjects: Vec<Vec<SemesterSubjectDto>>,
    /// Exactly `number_of_semesters` entries.
    pub semester_dates: Vec<SemesterDatesDto>,
    pub vocational_subjects: Vec<NamedHoursDto>,
    pub exams: Vec<NamedHoursDto>,
}

impl From<CurriculumWithPlan> for CurriculumDetailDto {
    fn from(found: CurriculumWithPlan) -> Self {
        let plan = &found.plan;
        let distribution = &plan.distribution;
        let edu_subject = distribution
            .subjects()
            .iter()
            .map(|s| CurriculumSubjectDto {
                edu_subject_id: s.subject.get(),
                study_hours: s.study_hours,
                edu_subject: found.subjects.get(&s.subject).map(|c| EduSubjectRefDto {
                    id: c.id.get(),
                    code: c.code.clone(),
                    name: NameDto::from(&c.name),
                    edu_subject_type: SubjectTypeRefDto { id: c.type_id.get(), name: NameDto::from(&c.type_name) },
                }),
                remaining_hours: distribution.remaining(s.subject),
            })
            .collect();
        let semester_edu_subjects = distribution
            .semesters()
            .iter()
            .enumerate()
            .map(|(index, rows)| {
                rows.iter()
                    .map(|r| SemesterSubjectDto {
                        edu_subject_id: r.subject.get(),
                        semester_number: index as u8 + 1,
                        study_hours: r.study_hours,
                        is_seperated: r.is_separated,
                    })
                    .collect()
            })
            .collect();
        let semester_dates = plan.dates.iter().map(|d| SemesterDatesDto { start_date: d.start, end_date: d.end }).collect();
        CurriculumDetailDto {
            curriculum: CurriculumDto::from(&found.curriculum),
            edu_subject,
            semester_edu_subjects,
            semester_dates,
            vocational_subjects: named_hours(&plan.vocational),
            exams: named_hours(&plan.exams),
        }
    }
}

/// The writable fields of a curriculum.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CurriculumWriteDto {
    /// Required for ministry-level roles on create; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub name: String,
    /// An edu subject type.
    #[serde(default)]
    #[schema(required = true)]
    pub subject_type_id: i64,
    #[serde(default)]
    #[schema(required = true, minimum = 1991, maximum = 2100)]
    pub start_year: i64,
    /// After `start_year`, at most eight years later.
    #[serde(default)]
    #[schema(required = true, minimum = 1992, maximum = 2110)]
    pub end_year: i64,
    #[serde(default)]
    #[schema(required = true)]
    pub edu_direction_id: i64,
    #[serde(default)]
    #[schema(value_type = crate::codes::EduFormCode)]
    #[schema(required = true)]
    pub edu_form: String,
    #[serde(default)]
    #[schema(required = true)]
    pub curriculum_template_id: i64,
    #[serde(default)]
    #[schema(value_type = crate::codes::EduLanguageCode)]
    #[schema(required = true)]
    pub edu_language: String,
    #[serde(default)]
    #[schema(value_type = crate::codes::RatingTypeCode)]
    pub rating_type: String,
    /// 1..12 (lyceums at most 4); the model curriculum's when left out.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 12)]
    pub number_of_semesters: Option<i64>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl CurriculumWriteDto {
    pub fn form(&self) -> CurriculumForm {
        CurriculumForm {
            name: self.name.clone(),
            subject_type_id: self.subject_type_id,
            start_year: self.start_year,
            end_year: self.end_year,
            edu_direction_id: self.edu_direction_id,
            edu_form: self.edu_form.clone(),
            curriculum_template_id: self.curriculum_template_id,
            edu_language: self.edu_language.clone(),
            rating_type: self.rating_type.clone(),
            number_of_semesters: self.number_of_semesters,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubjectRowWriteDto {
    #[serde(default)]
    pub edu_subject_id: i64,
    #[serde(default)]
    pub study_hours: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SemesterRowWriteDto {
    #[serde(default)]
    pub edu_subject_id: i64,
    #[serde(default)]
    pub semester_number: i64,
    #[serde(default)]
    pub study_hours: i64,
    #[serde(default)]
    pub is_seperated: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SemesterDatesWriteDto {
    /// `YYYY-MM-DD`.
    #[serde(default)]
    pub start_date: Option<String>,
    /// `YYYY-MM-DD`, after `start_date`.
    #[serde(default)]
    pub end_date: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NamedHoursWriteDto {
    /// A stored row's id; absent, temporary or unknown ids make a new row.
    #[serde(default)]
    #[schema(value_type = Option<i64>)]
    pub id: Option<serde_json::Value>,
    #[serde(default)]
    pub name: NameDto,
    #[serde(default)]
    pub study_hours: i64,
}

/// The whole distribution of a curriculum, replacing the stored one.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DistributionWriteDto {
    /// The version read; required.
    #[serde(default)]
    pub version: Option<i32>,
    #[serde(default)]
    pub edu_subject: Vec<SubjectRowWriteDto>,
    /// One list per semester, in order.
    #[serde(default)]
    pub semester_edu_subjects: Vec<Vec<SemesterRowWriteDto>>,
    /// One pair per semester, in order.
    #[serde(default)]
    pub semester_dates: Vec<SemesterDatesWriteDto>,
    /// One or two.
    #[serde(default)]
    pub vocational_subjects: Vec<NamedHoursWriteDto>,
    /// At least one.
    #[serde(default)]
    pub exams: Vec<NamedHoursWriteDto>,
}

fn named_form(rows: &[NamedHoursWriteDto]) -> Vec<NamedHoursForm> {
    rows.iter()
        .map(|r| NamedHoursForm {
            id: r.id.as_ref().and_then(serde_json::Value::as_i64),
            name_uz: r.name.uz.clone(),
            name_uz_cyrl: r.name.uz_cyrl.clone(),
            name_ru: r.name.ru.clone(),
            name_en: r.name.en.clone(),
            study_hours: r.study_hours,
        })
        .collect()
}

impl DistributionWriteDto {
    pub fn form(&self) -> PlanForm {
        PlanForm {
            subjects: self
                .edu_subject
                .iter()
                .map(|r| SubjectRowForm { edu_subject_id: r.edu_subject_id, study_hours: r.study_hours })
                .collect(),
            semesters: self
                .semester_edu_subjects
                .iter()
                .map(|rows| {
                    rows.iter()
                        .map(|r| SemesterRowForm {
                            edu_subject_id: r.edu_subject_id,
                            semester_number: r.semester_number,
                            study_hours: r.study_hours,
                            is_separated: r.is_seperated,
                        })
                        .collect()
                })
                .collect(),
            dates: self
                .semester_dates
                .iter()
                .map(|d| DatesForm { start_date: d.start_date.clone(), end_date: d.end_date.clone() })
                .collect(),
            vocational: named_form(&self.vocational_subjects),
            exams: named_form(&self.exams),
        }
    }
}

/// The optional body of a state-machine action.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ActionDto {
    /// When given, the action is refused (409) if the curriculum changed since.
    #[serde(default)]
    pub version: Option<i32>,
}

/// A path id that cannot name a curriculum names nothing.
pub(crate) fn curriculum_id(id: i64, language: Language) -> Result<CurriculumId, ApiError> {
    CurriculumId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

pub(crate) fn required_version(version: Option<i32>, language: Language) -> Result<Version, ApiError> {
    version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), language))
}

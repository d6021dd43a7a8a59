//! `/edu-groups/`: groups of students, the subjects of their semester, subgroups and the rating
//! sheet.

mod create;
mod delete;
mod get;
mod inactivate;
mod list;
mod promote;
mod ratings;
mod save_ratings;
mod save_subgroups;
mod students;
mod subgroups;
mod subjects;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use inactivate::*;
pub use list::*;
pub use promote::*;
pub use ratings::*;
pub use save_ratings::*;
pub use save_subgroups::*;
pub use students::*;
pub use subgroups::*;
pub use subjects::*;
pub use update::*;

use application::ports::{GroupView, SemesterSubject};
use application::AppError;
use domain::group::{GroupForm, GroupStatus};
use domain::ids::GroupId;
use domain::language::Language;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::error::ApiError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum GroupStatusDto {
    #[serde(rename = "ACTIVE")]
    Active,
    #[serde(rename = "INACTIVE")]
    Inactive,
}

impl From<GroupStatus> for GroupStatusDto {
    fn from(status: GroupStatus) -> Self {
        match status {
            GroupStatus::Active => GroupStatusDto::Active,
            GroupStatus::Inactive => GroupStatusDto::Inactive,
        }
    }
}

impl From<GroupStatusDto> for GroupStatus {
    fn from(status: GroupStatusDto) -> Self {
        match status {
            GroupStatusDto::Active => GroupStatus::Active,
            GroupStatusDto::Inactive => GroupStatus::Inactive,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupCurriculumDto {
    pub id: i64,
    pub name: String,
    /// `FIVE_POINT` or `HUNDRED_POINT`.
    #[schema(value_type = crate::codes::RatingTypeCode)]
    pub rating_type: String,
    pub number_of_semesters: u8,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupDirectionDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub name: String,
    pub course: i32,
    pub current_semester: i32,
    /// Planned size: enrolment beyond it is refused.
    pub number_of_students: i32,
    /// Students studying or on leave; computed, never written.
    pub current_number_of_students: i32,
    pub opened_year: i32,
    pub curriculum_id: i64,
    pub curriculum: GroupCurriculumDto,
    pub edu_direction_id: i64,
    pub edu_direction: GroupDirectionDto,
    #[schema(value_type = crate::codes::EduFormCode)]
    pub edu_form: String,
    #[schema(value_type = crate::codes::EduLanguageCode)]
    pub edu_language: String,
    pub status: GroupStatusDto,
    pub version: i32,
}

impl From<GroupView> for GroupDto {
    fn from(view: GroupView) -> Self {
        let g = &view.group;
        let d = &g.details;
        GroupDto {
            id: g.id.get(),
            institution_id: g.institution_id.get(),
            institution: InstitutionRefDto { id: g.institution_id.get(), name: NameDto::from(&view.institution_name) },
            name: d.name.clone(),
            course: d.course,
            current_semester: d.current_semester,
            number_of_students: d.number_of_students,
            current_number_of_students: g.current_number_of_students,
            opened_year: d.opened_year,
            curriculum_id: d.curriculum_id.get(),
            curriculum: GroupCurriculumDto {
                id: d.curriculum_id.get(),
                name: view.curriculum_name.clone(),
                rating_type: view.rating_type.code().into(),
                number_of_semesters: view.number_of_semesters,
            },
            edu_direction_id: d.edu_direction_id.get(),
            edu_direction: GroupDirectionDto {
                id: d.edu_direction_id.get(),
                code: view.direction_code.clone(),
                name: NameDto::from(&view.direction_name),
            },
            edu_form: d.edu_form.code().into(),
            edu_language: d.edu_language.code().into(),
            status: g.status.into(),
            version: g.version.get(),
        }
    }
}

/// A group as a form sends it; `version` is required by PUT.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct GroupWriteDto {
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub name: String,
    #[schema(required = true, minimum = 1, maximum = 6)]
    pub course: i64,
    #[schema(required = true, minimum = 1, maximum = 12)]
    pub current_semester: i64,
    #[schema(required = true, minimum = 1, maximum = 10000)]
    pub number_of_students: i64,
    #[schema(required = true, minimum = 1991, maximum = 2100)]
    pub opened_year: i64,
    #[schema(required = true)]
    pub curriculum_id: i64,
    #[schema(required = true)]
    pub edu_direction_id: i64,
    /// `FULL_TIME`, `PART_TIME`, `EVENING`, `DISTANCE`.
    #[schema(value_type = crate::codes::EduFormCode)]
    #[schema(required = true)]
    pub edu_form: String,
    /// `UZ`, `RU`, `EN`, `KAA`.
    #[schema(value_type = crate::codes::EduLanguageCode)]
    #[schema(required = true)]
    pub edu_language: String,
    pub version: Option<i32>,
}

impl GroupWriteDto {
    pub fn form(&self) -> GroupForm {
        GroupForm {
            name: self.name.clone(),
            course: self.course,
            current_semester: self.current_semester,
            number_of_students: self.number_of_students,
            opened_year: self.opened_year,
            curriculum_id: self.curriculum_id,
            edu_direction_id: self.edu_direction_id,
            edu_form: self.edu_form.clone(),
            edu_language: self.edu_language.clone(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
/// A subject a group studies in one semester.
pub struct GroupSubjectDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub study_hours: i32,
}

impl From<&SemesterSubject> for GroupSubjectDto {
    fn from(s: &SemesterSubject) -> Self {
        GroupSubjectDto { id: s.id.get(), code: s.code.clone(), name: NameDto::from(&s.name), study_hours: s.study_hours }
    }
}

/// `?semester=N`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SemesterParam {
    /// A semester of the group's curriculum; the group's current one by default.
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
}

pub(crate) fn group_id(id: i64, language: Language) -> Result<GroupId, ApiError> {
    GroupId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

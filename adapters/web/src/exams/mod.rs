//! `/exams/`: the midterm and final exams and the retakes of groups, on a date and class hour, in a
//! room, with an examiner, under the lessons' clash rules.

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

use application::ports::ExamView;
use application::AppError;
use domain::ids::ExamId;
use domain::language::Language;
use domain::schedule::ExamForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;
use crate::error::ApiError;
use crate::schedule::{LessonClassHourDto, LessonGroupDto, LessonSubjectDto, LessonTeacherDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct ExamRoomDto {
    pub id: i64,
    pub name: String,
}

/// An exam of a group (or subgroup) in a subject.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExamDto {
    pub id: i64,
    pub institution_id: i64,
    pub edu_group_id: i64,
    pub edu_group: LessonGroupDto,
    /// A subgroup number of the group's split for the subject; null for the whole group.
    pub subgroup: Option<u8>,
    pub subgroup_name: Option<String>,
    pub edu_subject_id: i64,
    pub edu_subject: LessonSubjectDto,
    /// The semester of the group's curriculum the exam is for.
    pub semester: i32,
    #[schema(value_type = crate::codes::ExamControlCode)]
    pub control: String,
    /// 1 the main sitting, 2 and 3 the retakes of the final.
    pub attempt: u8,
    /// `YYYY-MM-DD`.
    #[schema(format = Date)]
    pub date: String,
    pub class_hour_id: i64,
    pub class_hour: LessonClassHourDto,
    pub room_id: i64,
    pub room: ExamRoomDto,
    pub examiner_id: i64,
    pub examiner: LessonTeacherDto,
    pub version: i32,
}

impl From<&ExamView> for ExamDto {
    fn from(view: &ExamView) -> Self {
        let e = &view.exam;
        let d = &e.details;
        ExamDto {
            id: e.id.get(),
            institution_id: e.institution_id.get(),
            edu_group_id: d.group.get(),
            edu_group: LessonGroupDto { id: d.group.get(), name: view.group_name.clone() },
            subgroup: d.subgroup,
            subgroup_name: view.subgroup_name.clone(),
            edu_subject_id: d.subject.get(),
            edu_subject: LessonSubjectDto { id: d.subject.get(), code: view.subject_code.clone(), name: NameDto::from(&view.subject_name) },
            semester: d.semester,
            control: d.control.code().into(),
            attempt: d.attempt,
            date: d.date.format("%Y-%m-%d").to_string(),
            class_hour_id: d.class_hour.get(),
            class_hour: LessonClassHourDto {
                id: d.class_hour.get(),
                number: view.class_hour_number,
                start_time: view.class_hour_start.format("%H:%M").to_string(),
                end_time: view.class_hour_end.format("%H:%M").to_string(),
            },
            room_id: d.room.get(),
            room: ExamRoomDto { id: d.room.get(), name: view.room_name.clone() },
            examiner_id: d.examiner.get(),
            examiner: LessonTeacherDto { id: d.examiner.get(), full_name: view.examiner_name.clone() },
            version: e.version.get(),
        }
    }
}

/// An exam as a form sends it; `version` is required by PUT.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ExamWriteDto {
    pub edu_group_id: i64,
    /// A subgroup number of the group's split for the subject; null or absent for the whole group.
    #[schema(minimum = 1, maximum = 20)]
    pub subgroup: Option<i64>,
    pub edu_subject_id: i64,
    /// The semester of the group's curriculum; the current one when absent (a retake may name an
    /// earlier one).
    #[schema(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
    #[schema(value_type = crate::codes::ExamControlCode)]
    pub control: String,
    /// 1 the main sitting (default), 2 and 3 the retakes of the final.
    #[schema(minimum = 1, maximum = 3)]
    pub attempt: Option<i64>,
    /// `YYYY-MM-DD`, not a Sunday.
    #[schema(format = Date)]
    pub date: String,
    pub class_hour_id: i64,
    pub room_id: i64,
    /// The staff id of the examiner, of the group's institution.
    pub examiner_id: i64,
    pub version: Option<i32>,
}

impl ExamWriteDto {
    pub fn form(&self) -> ExamForm {
        ExamForm {
            edu_group_id: self.edu_group_id,
            subgroup: self.subgroup,
            edu_subject_id: self.edu_subject_id,
            semester: self.semester,
            control: self.control.clone(),
            attempt: self.attempt.unwrap_or(1),
            date: self.date.clone(),
            class_hour_id: self.class_hour_id,
            room_id: self.room_id,
            examiner_id: self.examiner_id,
        }
    }
}

pub(crate) fn exam_id(id: i64, language: Language) -> Result<ExamId, ApiError> {
    ExamId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

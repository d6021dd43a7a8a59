//! `/students/`: students, their status moves, and enrolment from a spreadsheet.

mod academic_debts;
mod change_status;
mod create;
mod delete;
mod documents;
mod get;
mod import;
mod list;
mod results;
mod template;
mod update;

pub use academic_debts::*;
pub use change_status::*;
pub use create::*;
pub use delete::*;
pub use documents::*;
pub use get::*;
pub use import::*;
pub use list::*;
pub use results::*;
pub use template::*;
pub use update::*;

use application::ports::StudentView;
use application::AppError;
use domain::ids::StudentId;
use domain::language::Language;
use domain::student::{StudentForm, StudentStatus};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::error::ApiError;

/// Where a student stands; SPEC's codes, `ON-LEAVE` with its hyphen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum StudentStatusDto {
    #[serde(rename = "ACTIVE")]
    Active,
    #[serde(rename = "ON-LEAVE")]
    OnLeave,
    #[serde(rename = "WITHDRAW")]
    Withdraw,
    #[serde(rename = "GRADUATED")]
    Graduated,
    #[serde(rename = "ARCHIVED")]
    Archived,
}

impl From<StudentStatus> for StudentStatusDto {
    fn from(status: StudentStatus) -> Self {
        match status {
            StudentStatus::Active => StudentStatusDto::Active,
            StudentStatus::OnLeave => StudentStatusDto::OnLeave,
            StudentStatus::Withdraw => StudentStatusDto::Withdraw,
            StudentStatus::Graduated => StudentStatusDto::Graduated,
            StudentStatus::Archived => StudentStatusDto::Archived,
        }
    }
}

impl From<StudentStatusDto> for StudentStatus {
    fn from(status: StudentStatusDto) -> Self {
        match status {
            StudentStatusDto::Active => StudentStatus::Active,
            StudentStatusDto::OnLeave => StudentStatus::OnLeave,
            StudentStatusDto::Withdraw => StudentStatus::Withdraw,
            StudentStatusDto::Graduated => StudentStatus::Graduated,
            StudentStatusDto::Archived => StudentStatus::Archived,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StudentGroupDto {
    pub id: i64,
    pub name: String,
    pub course: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusHistoryDto {
    pub id: i64,
    pub from_status: StudentStatusDto,
    pub to_status: StudentStatusDto,
    #[schema(value_type = String, format = Date)]
    pub date: String,
    pub reason: String,
    /// The order's number (free text in moves made before orders existed).
    pub order_number: String,
    /// The order that made the move, when one did.
    pub order_id: Option<i64>,
    /// When it was recorded, RFC 3339.
    pub created_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StudentDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub fio: String,
    pub pinfl: String,
    pub serial_number: String,
    #[schema(value_type = String, format = Date)]
    pub birth_date: String,
    /// 1 male, 2 female.
    pub gender: i16,
    pub social_status: String,
    pub student_status: StudentStatusDto,
    pub edu_group_id: i64,
    pub edu_group: StudentGroupDto,
    pub login: Option<String>,
    /// The states the student may move to from here.
    pub allowed_statuses: Vec<StudentStatusDto>,
    /// Newest first; only in the answer for one student.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_history: Option<Vec<StatusHistoryDto>>,
    pub version: i32,
}

impl StudentDto {
    fn of(view: StudentView, with_history: bool) -> StudentDto {
        let s = &view.student;
        let d = &s.details;
        StudentDto {
            id: s.id.get(),
            institution_id: s.institution_id.get(),
            institution: InstitutionRefDto { id: s.institution_id.get(), name: NameDto::from(&view.institution_name) },
            fio: d.fio.clone(),
            pinfl: d.pinfl.as_str().into(),
            serial_number: d.serial_number.as_str().into(),
            birth_date: d.birth_date.format("%Y-%m-%d").to_string(),
            gender: d.gender.code(),
            social_status: d.social_status.clone(),
            student_status: s.status.into(),
            edu_group_id: d.edu_group_id.get(),
            edu_group: StudentGroupDto { id: d.edu_group_id.get(), name: view.group_name.clone(), course: view.course },
            login: view.login.clone(),
            allowed_statuses: s.status.next().into_iter().map(Into::into).collect(),
            status_history: with_history.then(|| {
                view.history
                    .iter()
                    .map(|h| StatusHistoryDto {
                        id: h.id,
                        from_status: h.entry.from.into(),
                        to_status: h.entry.to.into(),
                        date: h.entry.date.format("%Y-%m-%d").to_string(),
                        reason: h.entry.reason.clone(),
                        order_number: h.entry.order_number.clone(),
                        order_id: h.entry.order_id,
                        created_at: h.at.to_rfc3339(),
                    })
                    .collect()
            }),
            version: s.version.get(),
        }
    }

    pub fn listed(view: StudentView) -> StudentDto {
        StudentDto::of(view, false)
    }

    pub fn detailed(view: StudentView) -> StudentDto {
        StudentDto::of(view, true)
    }
}

/// A student as a form sends it; `version` is required by PUT.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct StudentWriteDto {
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub fio: String,
    #[schema(required = true, pattern = r"^[1-6][0-9]{13}$")]
    pub pinfl: String,
    /// Passport series and number, `AA1234567`.
    #[schema(required = true, pattern = r"^[A-Z]{2}[0-9]{7}$")]
    pub serial_number: String,
    #[schema(value_type = String, format = Date)]
    #[schema(required = true)]
    pub birth_date: String,
    /// 1 male, 2 female.
    #[schema(required = true, minimum = 1, maximum = 2)]
    pub gender: i64,
    #[schema(max_length = 100)]
    pub social_status: String,
    #[schema(required = true)]
    pub edu_group_id: i64,
    pub version: Option<i32>,
}

impl StudentWriteDto {
    pub fn form(&self) -> StudentForm {
        StudentForm {
            fio: self.fio.clone(),
            pinfl: self.pinfl.clone(),
            serial_number: self.serial_number.clone(),
            birth_date: self.birth_date.clone(),
            gender: self.gender,
            social_status: self.social_status.clone(),
            edu_group_id: self.edu_group_id,
        }
    }
}

pub(crate) fn student_id(id: i64, language: Language) -> Result<StudentId, ApiError> {
    StudentId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

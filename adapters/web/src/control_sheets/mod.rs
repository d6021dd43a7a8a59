//! `/control-sheets/`: the midterm's and final's points per group, subject, semester and attempt.

mod close;
mod get;
mod list;
mod pdf;
mod save;

pub use close::*;
pub use get::*;
pub use list::*;
pub use pdf::*;
pub use save::*;

use application::control_sheets::{SheetAddress, SheetView};
use application::AppError;
use domain::assessment::Control;
use domain::ids::{EduSubjectId, GroupId};
use domain::language::{Language, Localized};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::dto::NameDto;
use crate::error::ApiError;
use crate::journal::{points, PlanDto, RefDto, ResultDto, SubjectNameDto};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SheetParams {
    /// A semester of the group's curriculum; default its current one.
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
    /// 1 the main sheet (default), 2 and 3 the retakes.
    #[param(minimum = 1, maximum = 3)]
    pub attempt: Option<i64>,
}

/// The sheet a path and query name; a malformed path names nothing (404).
pub(crate) fn address(path: (i64, i64, String), params: &SheetParams, language: Language) -> Result<SheetAddress, ApiError> {
    let not_found = || ApiError::new(AppError::NotFound, language);
    let (group, subject, control) = path;
    Ok(SheetAddress {
        group: GroupId::new(group).map_err(|_| not_found())?,
        subject: EduSubjectId::new(subject).map_err(|_| not_found())?,
        control: Control::parse(&control).map_err(|_| not_found())?,
        semester: params.semester,
        attempt: params.attempt,
    })
}

/// A student the sheet lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct SheetEntryDto {
    pub student_id: i64,
    pub full_name: String,
    /// This sheet's points of the student.
    pub points: Option<f64>,
    /// The subject's result with this sheet's points.
    pub result: ResultDto,
}

/// A student of the group the sheet does not list, and why.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnlistedDto {
    pub student_id: i64,
    pub full_name: String,
    /// `not_admitted`.
    pub reason: String,
    pub message: String,
    pub result: ResultDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ControlSheetDto {
    /// None before the sheet is first saved.
    pub id: Option<i64>,
    pub edu_group: RefDto,
    pub edu_subject: SubjectNameDto,
    #[schema(value_type = crate::codes::ControlCode)]
    pub control: String,
    pub semester: i32,
    pub attempt: i32,
    pub plan: PlanDto,
    pub max_points: i32,
    /// `YYYY-MM-DD`.
    pub exam_date: Option<String>,
    pub examiner: Option<RefDto>,
    #[schema(value_type = crate::codes::SheetStateCode)]
    pub state: String,
    /// `YYYY-MM-DD`: the last day points are entered before the sheet closes by itself.
    pub closes_after: Option<String>,
    /// RFC 3339, when it was closed by hand.
    pub closed_at: Option<String>,
    /// The version a save names (0 before the first save).
    pub version: i32,
    pub may_edit: bool,
    /// The sheet is closed; the caller may change it only with a reason.
    pub needs_reason: bool,
    pub entries: Vec<SheetEntryDto>,
    pub not_admitted: Vec<UnlistedDto>,
}

pub(crate) fn sheet_dto(view: &SheetView, language: Language) -> ControlSheetDto {
    ControlSheetDto {
        id: view.id.map(|i| i.get()),
        edu_group: RefDto { id: view.key.group.get(), name: view.group_name.clone() },
        edu_subject: SubjectNameDto { id: view.subject.id.get(), code: view.subject.code.clone(), name: NameDto::from(&view.subject.name) },
        control: view.key.control.code().into(),
        semester: view.key.semester,
        attempt: view.key.attempt,
        plan: PlanDto::from(&view.plan),
        max_points: view.max_points,
        exam_date: view.exam_date.map(|d| d.format("%Y-%m-%d").to_string()),
        examiner: view.examiner.as_ref().map(|(id, name)| RefDto { id: id.get(), name: name.clone() }),
        state: view.state.code().into(),
        closes_after: view.closes_after.map(|d| d.format("%Y-%m-%d").to_string()),
        closed_at: view.closed_at.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        version: view.version.get(),
        may_edit: view.may_edit,
        needs_reason: view.needs_reason,
        entries: view
            .lines
            .iter()
            .map(|l| SheetEntryDto {
                student_id: l.student.get(),
                full_name: l.full_name.clone(),
                points: points(l.points),
                result: ResultDto::from(&l.result),
            })
            .collect(),
        not_admitted: view
            .unlisted
            .iter()
            .map(|u| {
                let invalid = domain::validation::Invalid::Assessment(u.reason.clone());
                UnlistedDto {
                    student_id: u.student.get(),
                    full_name: u.full_name.clone(),
                    reason: invalid.code().into(),
                    message: invalid.message(language),
                    result: ResultDto::from(&u.result),
                }
            })
            .collect(),
    }
}

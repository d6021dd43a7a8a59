//! `/timetable-runs/`, `/timetable-settings/` and `/teacher-unavailability/`: runs of the timetable
//! solver with their progress and drafts, the weights of its soft rules and the periods teachers
//! cannot teach.

mod draft;
mod runs;
mod settings;
mod unavailability;

pub use draft::*;
pub use runs::*;
pub use settings::*;
pub use unavailability::*;

use application::ports::{TimetableRun, UnplacedLesson};
use application::AppError;
use domain::language::Language;
use domain::timetable::{DraftLessonId, RunId, RunStatus, UnavailabilityId, UnplacedReason};
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::NameDto;
use crate::error::ApiError;

/// Where a run is.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RunStatusCode {
    Running,
    Done,
    Stopped,
    Failed,
}

impl From<RunStatus> for RunStatusCode {
    fn from(status: RunStatus) -> Self {
        match status {
            RunStatus::Running => RunStatusCode::Running,
            RunStatus::Done => RunStatusCode::Done,
            RunStatus::Stopped => RunStatusCode::Stopped,
            RunStatus::Failed => RunStatusCode::Failed,
        }
    }
}

/// Why lessons could not be placed.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum UnplacedReasonCode {
    NoTeacher,
    NoRoom,
    NoRoomOfKind,
    TooFewAvailablePeriods,
    TeacherOverbooked,
    GroupOverbooked,
    Stopped,
    NoClashFreeSlot,
}

impl From<UnplacedReason> for UnplacedReasonCode {
    fn from(reason: UnplacedReason) -> Self {
        match reason {
            UnplacedReason::NoTeacher => UnplacedReasonCode::NoTeacher,
            UnplacedReason::NoRoom => UnplacedReasonCode::NoRoom,
            UnplacedReason::NoRoomOfKind { .. } => UnplacedReasonCode::NoRoomOfKind,
            UnplacedReason::TooFewAvailablePeriods { .. } => UnplacedReasonCode::TooFewAvailablePeriods,
            UnplacedReason::TeacherOverbooked { .. } => UnplacedReasonCode::TeacherOverbooked,
            UnplacedReason::GroupOverbooked { .. } => UnplacedReasonCode::GroupOverbooked,
            UnplacedReason::Stopped => UnplacedReasonCode::Stopped,
            UnplacedReason::NoClashFreeSlot => UnplacedReasonCode::NoClashFreeSlot,
        }
    }
}

/// Lessons of a subject of a group that the run could not place.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnplacedDto {
    pub edu_group_id: i64,
    pub group_name: String,
    /// The subgroup number; null for the whole group.
    pub subgroup: Option<u8>,
    pub edu_subject_id: i64,
    pub edu_subject_name: NameDto,
    pub teacher_id: Option<i64>,
    pub teacher_name: Option<String>,
    /// How many lessons a week are left out.
    pub lessons: u32,
    pub reason: UnplacedReasonCode,
    /// The reason in the language of `Accept-Language`.
    pub message: String,
}

impl UnplacedDto {
    fn of(u: &UnplacedLesson, language: Language) -> UnplacedDto {
        UnplacedDto {
            edu_group_id: u.group.get(),
            group_name: u.group_name.clone(),
            subgroup: u.subgroup,
            edu_subject_id: u.subject.get(),
            edu_subject_name: NameDto::from(&u.subject_name),
            teacher_id: u.teacher.as_ref().map(|(id, _)| id.get()),
            teacher_name: u.teacher.as_ref().map(|(_, name)| name.clone()),
            lessons: u.lessons,
            reason: u.reason.into(),
            message: u.reason.message(language),
        }
    }
}

/// A run of the solver.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimetableRunDto {
    pub id: i64,
    pub institution_id: i64,
    pub status: RunStatusCode,
    /// `YYYY-MM-DD`.
    pub date_from: String,
    /// `YYYY-MM-DD`.
    pub date_to: String,
    pub seconds: u32,
    /// Share of the search done, 0 to 1.
    pub progress: f64,
    /// The soft penalty of the best timetable so far (lower is better).
    pub penalty: Option<i64>,
    pub placed: i32,
    pub total: i32,
    pub unplaced: Vec<UnplacedDto>,
    pub stop_requested: bool,
    /// When the draft was published (RFC 3339); null while it is a draft.
    pub published_at: Option<String>,
    pub created_at: String,
    /// When the search ended (RFC 3339); null while it runs, or when its server was lost.
    pub finished_at: Option<String>,
}

/// A run in the list of earlier runs: what it did, without the lessons it left out.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimetableRunSummaryDto {
    pub id: i64,
    pub institution_id: i64,
    pub status: RunStatusCode,
    /// `YYYY-MM-DD`.
    pub date_from: String,
    /// `YYYY-MM-DD`.
    pub date_to: String,
    pub seconds: u32,
    /// The soft penalty of its timetable (lower is better); null before it has one.
    pub penalty: Option<i64>,
    pub placed: i32,
    /// Lessons a week it did not place.
    pub unplaced: i32,
    pub total: i32,
    /// When it started (RFC 3339).
    pub started_at: String,
    /// When it ended (RFC 3339); null while it runs, or when its server was lost.
    pub finished_at: Option<String>,
    pub published_at: Option<String>,
    /// Whether its draft can still be opened: it ended with one and was not published.
    pub draft_open: bool,
}

fn instant(at: chrono::DateTime<chrono::Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

impl From<&TimetableRun> for TimetableRunSummaryDto {
    fn from(run: &TimetableRun) -> Self {
        TimetableRunSummaryDto {
            id: run.id.get(),
            institution_id: run.institution_id.get(),
            status: run.status.into(),
            date_from: run.dates.start().format("%Y-%m-%d").to_string(),
            date_to: run.dates.end().format("%Y-%m-%d").to_string(),
            seconds: run.seconds,
            penalty: run.penalty,
            placed: run.placed,
            unplaced: (run.total - run.placed).max(0),
            total: run.total,
            started_at: instant(run.created_at),
            finished_at: run.finished_at.map(instant),
            published_at: run.published_at.map(instant),
            draft_open: run.draft_open(),
        }
    }
}

impl TimetableRunDto {
    pub fn of(run: &TimetableRun, language: Language) -> TimetableRunDto {
        TimetableRunDto {
            id: run.id.get(),
            institution_id: run.institution_id.get(),
            status: run.status.into(),
            date_from: run.dates.start().format("%Y-%m-%d").to_string(),
            date_to: run.dates.end().format("%Y-%m-%d").to_string(),
            seconds: run.seconds,
            progress: run.progress,
            penalty: run.penalty,
            placed: run.placed,
            total: run.total,
            unplaced: run.unplaced.iter().map(|u| UnplacedDto::of(u, language)).collect(),
            stop_requested: run.stop_requested,
            published_at: run.published_at.map(instant),
            created_at: instant(run.created_at),
            finished_at: run.finished_at.map(instant),
        }
    }
}

pub(crate) fn run_id(id: i64, language: Language) -> Result<RunId, ApiError> {
    RunId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

pub(crate) fn draft_lesson_id(id: i64, language: Language) -> Result<DraftLessonId, ApiError> {
    DraftLessonId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

pub(crate) fn unavailability_id(id: i64, language: Language) -> Result<UnavailabilityId, ApiError> {
    UnavailabilityId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

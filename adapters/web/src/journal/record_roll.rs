use actix_web::{put, web, HttpResponse};
use application::journal::{RecordRoll, RollForm};
use application::AppError;
use domain::ids::ScheduleId;
use domain::journal::EntryForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{path_date, RollDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// One student's line of a roll.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RollEntryWriteDto {
    #[schema(required = true)]
    pub student_id: i64,
    #[schema(required = true, value_type = crate::codes::AttendanceCode)]
    pub attendance: String,
    /// On the plan's marking system (2..5, or 0..100); only for a student who was there.
    pub mark: Option<i64>,
    #[schema(max_length = 200)]
    pub note: String,
}

/// A lesson's whole roll.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RollWriteDto {
    /// Every student of the lesson, each once.
    #[schema(required = true)]
    pub entries: Vec<RollEntryWriteDto>,
    /// The lesson teacher's topics of the subject the lesson covered (replaces what was recorded).
    pub topic_ids: Vec<i64>,
    /// The version read: 0 for a roll not taken yet.
    #[schema(required = true)]
    pub version: i64,
    /// Why a roll is changed after its window (required then, and kept by the audit trail).
    #[schema(max_length = 500)]
    pub reason: String,
}

/// With `journal-record` one's own lessons, with `journal-edit` any lesson of one's institution
/// (for a teacher who is away), with `journal-correct` after the window too, with a `reason`.
/// Records the whole roll in one transaction with one audit record: attendance and marks of every
/// student, the topics covered. 409 `roll_not_yet` before the lesson day, 409 `roll_window_closed`
/// after the institution's window without the right to correct, 409 `stale_version`; 422 under
/// `entries` (`roster_incomplete`), `entries.N.*` (`not_of_the_group`, `duplicate`, `out_of_range`,
/// `mark_for_absent`), `topic_ids`, `reason` (a correction without one), `date`
/// (`not_a_lesson_day`).
#[utoipa::path(
    tag = "journal",
    params(("schedule_id" = i64, Path), ("date" = String, Path, format = Date, description = "`YYYY-MM-DD`")),
    request_body = RollWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<RollDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/journal/lessons/{schedule_id:\d+}/{date}/")]
pub async fn record_roll(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<(i64, String)>,
    body: web::Json<RollWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (id, date) = path.into_inner();
    let id = ScheduleId::new(id).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let date = path_date(&date, lang)?;
    let body = body.into_inner();
    let form = RollForm {
        entries: body
            .entries
            .into_iter()
            .map(|e| EntryForm { student_id: e.student_id, attendance: e.attendance, mark: e.mark, note: e.note })
            .collect(),
        topic_ids: body.topic_ids,
        version: body.version,
        reason: body.reason,
    };
    let roll =
        run(&state, lang, move |s| RecordRoll { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, date, form, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RollDto::from(&roll) }))
}

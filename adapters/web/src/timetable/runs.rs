use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use actix_web::{get, post, web, HttpResponse};
use application::timetable::{ExecuteRun, GetRun, ListRuns, RunForm, StartRun, StopRun};
use application::AppError;
use domain::timetable::RunConflict;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{run_id, TimetableRunDto, TimetableRunSummaryDto};
use crate::auth::Authenticated;
use crate::dto::{ListBody, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// What a run is started with.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TimetableRunWriteDto {
    /// Ministry-level roles only; institution-level roles start runs of their own institution.
    pub institution_id: Option<i64>,
    /// `YYYY-MM-DD`; with `date_to` absent too, the current semesters of the institution's groups.
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`.
    pub date_to: Option<String>,
    /// How long to search: 5 to 300 seconds.
    #[schema(minimum = 5, maximum = 300)]
    pub seconds: i64,
}

/// How many runs a server computes at once: each keeps a core busy for its seconds.
#[derive(Debug)]
pub struct RunSlots {
    active: AtomicUsize,
    max: usize,
}

impl RunSlots {
    pub fn new(max: usize) -> RunSlots {
        RunSlots { active: AtomicUsize::new(0), max: max.max(1) }
    }

    fn take(self: &Arc<Self>) -> Option<RunSlot> {
        let before = self.active.fetch_add(1, Ordering::SeqCst);
        if before >= self.max {
            self.active.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(RunSlot(self.clone()))
    }
}

/// A place among the runs this server computes, given back when dropped.
struct RunSlot(Arc<RunSlots>);

impl Drop for RunSlot {
    fn drop(&mut self) {
        self.0.active.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Starts the solver for the institution's groups whose current semester overlaps the dates: 202
/// with the run, RUNNING; its progress is then read with GET. 409 `timetable_run_running` while
/// another run of the institution runs, or while the server already computes as many runs as it has
/// cores for. The start is audited.
#[utoipa::path(
    tag = "timetable",
    request_body = TimetableRunWriteDto,
    responses(
        (status = 202, body = inline(ResultBody<TimetableRunDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/timetable-runs/")]
pub async fn start_timetable_run(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<TimetableRunWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = RunForm {
        institution_id: body.institution_id,
        // An absent date is empty text, which the form reads as none: the semesters' own dates.
        date_from: body.date_from.unwrap_or_default(),
        date_to: body.date_to.unwrap_or_default(),
        seconds: body.seconds,
    };
    let slot = state.timetable_slots.take().ok_or_else(|| ApiError::new(AppError::conflict(RunConflict::StillRunning), lang))?;
    let started = run(&state, lang, move |s| StartRun { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    // The search runs for its seconds on a thread of its own, never on an async worker; its
    // progress and its end are written to the database.
    let background = state.clone();
    let id = started.id;
    let spawned = std::thread::Builder::new().name(format!("timetable-run-{}", id.get())).spawn(move || {
        let _slot = slot;
        if let Err(error) = (ExecuteRun { unit: &*background.unit, solver: &*background.timetable_solver }).execute(id) {
            tracing::error!(run = id.get(), %error, "timetable run failed");
        }
    });
    if let Err(error) = spawned {
        tracing::error!(run = id.get(), %error, "timetable run could not start");
    }
    Ok(HttpResponse::Accepted().json(ResultBody { result: TimetableRunDto::of(&started, lang) }))
}

/// A run: its status, progress, best penalty, placed and total lessons, and every lesson it could
/// not place with the reason in the caller's language.
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<TimetableRunDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/timetable-runs/{id:\d+}/")]
pub async fn get_timetable_run(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = run_id(id.into_inner(), lang)?;
    let found = run(&state, lang, move |s| GetRun { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TimetableRunDto::of(&found, lang) }))
}

/// Asks a running run to stop; it keeps the best timetable found so far as its draft (status
/// STOPPED). A run that has ended is answered as it is. The stop asked for is audited.
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<TimetableRunDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/timetable-runs/{id:\d+}/stop/")]
pub async fn stop_timetable_run(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = run_id(id.into_inner(), lang)?;
    let stopped = run(&state, lang, move |s| StopRun { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TimetableRunDto::of(&stopped, lang) }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TimetableRunFilters {
    /// 1-based page number.
    pub page: Option<i64>,
    /// Page size, 1 to 10000 (default 20).
    pub limit: Option<i64>,
    /// Ministry-level roles only.
    pub institution_id: Option<i64>,
}

/// The earlier runs of the caller's institution, newest first: status, when each started and
/// finished, placed and total lessons, penalty, and whether its draft can still be opened (ended
/// with one and not published).
#[utoipa::path(
    tag = "timetable",
    params(TimetableRunFilters),
    responses(
        (status = 200, body = inline(ListBody<TimetableRunSummaryDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/timetable-runs/")]
pub async fn list_timetable_runs(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TimetableRunFilters>,
) -> Result<HttpResponse, ApiError> {
    let page = domain::paging::PageRequest::new(params.page, params.limit).map_err(|e| ApiError::new(e.into(), lang))?;
    let institution = params.institution_id;
    let runs = run(&state, lang, move |s| ListRuns { unit: &*s.unit }.execute(&session.actor, institution, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(runs, |r| TimetableRunSummaryDto::from(&r))))
}

use actix_web::{get, post, put, web, HttpResponse};
use application::timetable::{DraftMove, ListDraft, MoveDraftLesson, PublishRun};
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{draft_lesson_id, run_id, TimetableRunDto};
use crate::auth::Authenticated;
use crate::dto::{ListBody, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::schedule::ScheduleDto;
use crate::state::AppState;

/// The run's draft, in the shape of `/schedules/` lessons (`id` is the draft lesson's), by weekday
/// and class hour; empty while the run is running.
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ListBody<ScheduleDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/timetable-runs/{id:\d+}/lessons/")]
pub async fn list_draft_lessons(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = run_id(id.into_inner(), lang)?;
    let lessons = run(&state, lang, move |s| ListDraft { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(lessons.iter().map(ScheduleDto::from).collect())))
}

/// Where a draft lesson goes.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct DraftMoveDto {
    /// 1 (Monday) to 6 (Saturday).
    #[schema(minimum = 1, maximum = 6)]
    pub weekday: i64,
    pub class_hour_id: i64,
    pub room_id: i64,
    /// The draft lesson's `version` as read.
    pub version: Option<i32>,
}

/// Moves a draft lesson to another weekday, class hour and room under the rules of `/schedules/`:
/// 409 naming the group, teacher or room already busy then (in the draft or the published
/// schedule), `timetable_teacher_unavailable`, or `stale_version`; 422 for a room too small.
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path), ("lesson_id" = i64, Path)),
    request_body = DraftMoveDto,
    responses(
        (status = 200, body = inline(ResultBody<ScheduleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/timetable-runs/{id:\d+}/lessons/{lesson_id:\d+}/")]
pub async fn move_draft_lesson(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64)>,
    body: web::Json<DraftMoveDto>,
) -> Result<HttpResponse, ApiError> {
    let (id, lesson) = path.into_inner();
    let (id, lesson) = (run_id(id, lang)?, draft_lesson_id(lesson, lang)?);
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let to = DraftMove { weekday: body.weekday, class_hour_id: body.class_hour_id, room_id: body.room_id, version };
    let moved = run(&state, lang, move |s| MoveDraftLesson { unit: &*s.unit }.execute(&session.actor, id, lesson, to)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScheduleDto::from(&moved) }))
}

/// What a publish did.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublishedDto {
    pub run: TimetableRunDto,
    /// How many weekly lessons were added to `/schedules/`.
    pub lessons: usize,
}

/// Publishes the draft in one transaction: each lesson becomes a `/schedules/` lesson between the
/// dates of its group's semester. 409 naming the first clash with the published schedule (nothing
/// is published), `timetable_run_published` the second time, `timetable_run_running` while it runs.
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<PublishedDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/timetable-runs/{id:\d+}/publish/")]
pub async fn publish_timetable_run(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = run_id(id.into_inner(), lang)?;
    let (published, lessons) = run(&state, lang, move |s| PublishRun { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublishedDto { run: TimetableRunDto::of(&published, lang), lessons } }))
}

use actix_web::{post, web, HttpResponse};
use application::schedule::CreateLesson;

use super::{ScheduleDto, ScheduleWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// 409 `schedule_group_busy`, `schedule_teacher_busy` or `schedule_room_busy` when the group (or
/// subgroup), teacher or room already has a lesson in that weekday and class hour on overlapping
/// dates, naming it; 422 under `room_id` (too small), `teacher_id` (no teaching position with the
/// subject), `edu_subject_id` (not in the group's current semester), `subgroup`,
/// `start_date`/`end_date` (outside the semester). A group of another institution is 404.
#[utoipa::path(
    tag = "schedules",
    request_body = ScheduleWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ScheduleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/schedules/")]
pub async fn create_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ScheduleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let lesson = run(&state, lang, move |s| CreateLesson { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ScheduleDto::from(&lesson) }))
}

use actix_web::{get, web, HttpResponse};
use application::schedule::GetLesson;

use super::{schedule_id, ScheduleDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "schedules",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<ScheduleDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/schedules/{id:\d+}/")]
pub async fn get_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = schedule_id(id.into_inner(), lang)?;
    let lesson = run(&state, lang, move |s| GetLesson { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScheduleDto::from(&lesson) }))
}

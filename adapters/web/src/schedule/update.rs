use actix_web::{put, web, HttpResponse};
use application::schedule::UpdateLesson;
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{schedule_id, ScheduleDto, ScheduleWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Moves or changes a lesson under the rules of POST (it never clashes with itself); a stale
/// `version` is 409 `stale_version`.
#[utoipa::path(
    tag = "schedules",
    params(("id" = i64, Path)),
    request_body = ScheduleWriteDto,
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
#[put(r"/schedules/{id:\d+}/")]
pub async fn update_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ScheduleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = schedule_id(id.into_inner(), lang)?;
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let form = body.form();
    let lesson = run(&state, lang, move |s| UpdateLesson { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScheduleDto::from(&lesson) }))
}

use actix_web::{put, web, HttpResponse};
use application::class_hours::UpdateClassHour;
use application::AppError;
use domain::ids::ClassHourId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{ClassHourDto, ClassHourWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "class-hours",
    params(("id" = i64, Path)),
    request_body = ClassHourWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ClassHourDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, a taken number or an overlap", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/class-hours/{id:\d+}/")]
pub async fn update_class_hour(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ClassHourWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = ClassHourId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let hour = run(&state, lang, move |s| UpdateClassHour { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ClassHourDto::from(hour) }))
}

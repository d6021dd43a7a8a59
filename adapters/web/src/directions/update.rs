use actix_web::{put, web, HttpResponse};
use application::directions::UpdateDirection;
use application::AppError;
use domain::ids::DirectionId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{DirectionDto, DirectionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "directions",
    params(("id" = i64, Path)),
    request_body = DirectionWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<DirectionDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/edu-directions/{id:\d+}/")]
pub async fn update_direction(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<DirectionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = DirectionId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let direction =
        run(&state, lang, move |s| UpdateDirection { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DirectionDto::from(direction) }))
}

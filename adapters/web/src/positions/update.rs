use actix_web::{put, web, HttpResponse};
use application::positions::UpdatePosition;
use application::AppError;
use domain::ids::PositionId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{PositionDto, PositionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "positions",
    params(("id" = i64, Path)),
    request_body = PositionWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<PositionDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/institution-positions/{id:\d+}/")]
pub async fn update_position(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<PositionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = PositionId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let position = run(&state, lang, move |s| UpdatePosition { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PositionDto::from(position) }))
}

use actix_web::{get, web, HttpResponse};
use application::directions::GetDirection;
use application::AppError;
use domain::ids::DirectionId;

use super::DirectionDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "directions",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<DirectionDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/edu-directions/{id:\d+}/")]
pub async fn get_direction(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = DirectionId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let direction = run(&state, lang, move |s| GetDirection { directions: &*s.directions }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DirectionDto::from(direction) }))
}

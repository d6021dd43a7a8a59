use actix_web::{get, web, HttpResponse};
use application::positions::GetPosition;
use application::AppError;
use domain::ids::PositionId;

use super::PositionDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "positions",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PositionDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/institution-positions/{id:\d+}/")]
pub async fn get_position(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = PositionId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let position = run(&state, lang, move |s| GetPosition { positions: &*s.positions }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PositionDto::from(position) }))
}

use actix_web::{get, web, HttpResponse};
use application::buildings::GetBuilding;
use application::AppError;
use domain::ids::BuildingId;

use super::BuildingDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "buildings",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<BuildingDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/buildings/{id:\d+}/")]
pub async fn get_building(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = BuildingId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let building = run(&state, lang, move |s| GetBuilding { buildings: &*s.buildings }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: BuildingDto::from(building) }))
}

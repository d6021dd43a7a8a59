use actix_web::{delete, web, HttpResponse};
use application::buildings::DeleteBuilding;
use application::AppError;
use domain::ids::BuildingId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Refused while the building has rooms.
#[utoipa::path(
    tag = "buildings",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/buildings/{id:\d+}/")]
pub async fn delete_building(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = BuildingId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteBuilding { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{post, web, HttpResponse};
use application::buildings::CreateBuilding;

use super::{BuildingDto, BuildingWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "buildings",
    request_body = BuildingWriteDto,
    responses((status = 201, body = inline(ResultBody<BuildingDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/buildings/")]
pub async fn create_building(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<BuildingWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let building = run(&state, lang, move |s| CreateBuilding { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: BuildingDto::from(building) }))
}

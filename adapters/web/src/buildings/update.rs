use actix_web::{put, web, HttpResponse};
use application::buildings::UpdateBuilding;
use application::AppError;
use domain::ids::BuildingId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{BuildingDto, BuildingWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A building stays in its institution.
#[utoipa::path(
    tag = "buildings",
    params(("id" = i64, Path)),
    request_body = BuildingWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<BuildingDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or rooms above the new floor count", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/buildings/{id:\d+}/")]
pub async fn update_building(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<BuildingWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = BuildingId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let building = run(&state, lang, move |s| UpdateBuilding { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: BuildingDto::from(building) }))
}

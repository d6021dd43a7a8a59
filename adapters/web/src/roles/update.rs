use actix_web::{put, web, HttpResponse};
use application::roles::UpdateRole;
use application::AppError;
use domain::ids::RoleId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{RoleDto, RoleWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "roles",
    params(("id" = i64, Path)),
    request_body = RoleWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<RoleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, taken name or a system role", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/roles/{id:\d+}/")]
pub async fn update_role(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<RoleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = RoleId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let role = run(&state, lang, move |s| UpdateRole { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RoleDto::from(role) }))
}

use actix_web::{get, web, HttpResponse};
use application::roles::GetRole;
use application::AppError;
use domain::ids::RoleId;

use super::RoleDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "roles",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<RoleDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/roles/{id:\d+}/")]
pub async fn get_role(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = RoleId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let role = run(&state, lang, move |s| GetRole { roles: &*s.roles }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RoleDto::from(role) }))
}

use actix_web::{delete, web, HttpResponse};
use application::roles::DeleteRole;
use application::AppError;
use domain::ids::RoleId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "roles",
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Users hold the role, or it is a system role", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/roles/{id:\d+}/")]
pub async fn delete_role(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = RoleId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteRole { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{post, web, HttpResponse};
use application::roles::CreateRole;

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
    request_body = RoleWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<RoleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The name is taken", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/roles/")]
pub async fn create_role(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<RoleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let role = run(&state, lang, move |s| CreateRole { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: RoleDto::from(role) }))
}

use actix_web::{post, web, HttpResponse};
use application::session::ChangeRole;
use serde::Deserialize;
use utoipa::ToSchema;

use super::TokenDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Deserialize, ToSchema)]
pub struct ChangeRoleDto {
    /// A role the user holds.
    pub id: i64,
}

/// Only for a role the user holds.
#[utoipa::path(
    tag = "session",
    request_body = ChangeRoleDto,
    responses(
        (status = 200, body = inline(ResultBody<TokenDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, description = "The user does not hold the role", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/users/change-role/")]
pub async fn change_role(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ChangeRoleDto>,
) -> Result<HttpResponse, ApiError> {
    let role = body.id;
    let access_token = run(&state, lang, move |s| {
        ChangeRole { users: &*s.users, unit: &*s.unit, tokens: &*s.tokens, clock: &*s.clock }.execute(&session, role, &meta)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TokenDto { access_token } }))
}

use actix_web::{post, web, HttpResponse};
use application::account::{ChangeOwnPassword, PasswordChange};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run_hashing;
use crate::state::AppState;

#[derive(Deserialize, ToSchema)]
pub struct PasswordChangeDto {
    #[serde(default)]
    #[schema(required = true)]
    pub current_password: String,
    /// 8 to 128 characters, neither the current password nor the username.
    #[serde(default)]
    #[schema(required = true, min_length = 8, max_length = 128)]
    pub new_password: String,
}

/// Changes one's own password; one's other sessions end, this one goes on. A wrong current password
/// counts towards the login lockout (429 after too many).
#[utoipa::path(
    tag = "account",
    request_body = PasswordChangeDto,
    responses(
        (status = 204, description = "The password is changed and the other sessions ended"),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 409, description = "The password was changed meanwhile", body = ErrorEnvelope),
        (status = 422, description = "A wrong current password, or a new one against the policy", body = ErrorEnvelope),
        (status = 429, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/users/me/password/")]
pub async fn change_own_password(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<PasswordChangeDto>,
) -> Result<HttpResponse, ApiError> {
    let PasswordChangeDto { current_password, new_password } = body.into_inner();
    let change = PasswordChange { current_password, new_password };
    run_hashing(&state, lang, move |s| {
        ChangeOwnPassword { unit: &*s.unit, users: &*s.users, sessions: &*s.sessions, hasher: &*s.hasher, clock: &*s.clock }
            .execute(&session, change, &meta)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{post, web, HttpResponse};
use application::account::ResetPassword;
use application::AppError;
use domain::ids::UserId;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run_hashing;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct TemporaryPasswordDto {
    /// Shown once; the user must replace it at the next sign-in.
    pub temporary_password: String,
}

/// Gives the user a temporary password and ends all their sessions; at the next sign-in they must
/// replace it before anything else. Only an account the caller may edit is reset, and never the
/// caller's own: that is changed with the current password.
#[utoipa::path(
    tag = "users",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<TemporaryPasswordDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, description = "The account holds a role the caller may not grant, or is the caller's own (`cannot_reset_self`)", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/users/{id:\d+}/reset-password/")]
pub async fn reset_password(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = UserId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let temporary_password =
        run_hashing(&state, lang, move |s| ResetPassword { unit: &*s.unit, hasher: &*s.hasher }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TemporaryPasswordDto { temporary_password } }))
}

use actix_web::{post, web, HttpResponse};
use application::session::Logout;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "session",
    responses((status = 204, description = "The token is revoked"), (status = 401, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/auth/logout/")]
pub async fn logout(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
) -> Result<HttpResponse, ApiError> {
    run(&state, lang, move |s| Logout { unit: &*s.unit }.execute(&session, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::account::EndMySession;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Ends one of one's own sessions; ending this one signs out, as logout does. Another person's
/// session, or one already ended, is 404.
#[utoipa::path(
    tag = "account",
    params(("id" = String, Path)),
    responses(
        (status = 204, description = "The session is ended"),
        (status = 401, body = ErrorEnvelope),
        (status = 403, description = "A temporary password must be changed first", body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete("/users/me/sessions/{id}/")]
pub async fn end_my_session(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    run(&state, lang, move |s| EndMySession { unit: &*s.unit }.execute(&session, &id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

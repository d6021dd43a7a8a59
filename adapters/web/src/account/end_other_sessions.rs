use actix_web::{delete, web, HttpResponse};
use application::account::EndOtherSessions;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct EndedSessionsDto {
    pub ended: i64,
}

/// Ends every session of one's own but this one.
#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, body = inline(ResultBody<EndedSessionsDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, description = "A temporary password must be changed first", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete("/users/me/sessions/")]
pub async fn end_other_sessions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
) -> Result<HttpResponse, ApiError> {
    let ended = run(&state, lang, move |s| EndOtherSessions { unit: &*s.unit }.execute(&session, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: EndedSessionsDto { ended: ended as i64 } }))
}

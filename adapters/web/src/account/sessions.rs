use actix_web::{get, web, HttpResponse};
use application::account::{MySession, MySessions};
use chrono::{DateTime, Utc};
use domain::paging::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SessionPageParams {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// One of one's open sessions.
#[derive(Serialize, ToSchema)]
pub struct SessionDto {
    pub id: String,
    pub started_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub client_ip: Option<String>,
    /// The browser's own description of itself.
    pub user_agent: Option<String>,
    /// The session making this request.
    pub current: bool,
}

impl From<MySession> for SessionDto {
    fn from(mine: MySession) -> Self {
        let s = mine.session;
        SessionDto {
            id: s.session_id,
            started_at: s.started_at,
            expires_at: s.expires_at,
            client_ip: s.client_ip,
            user_agent: s.user_agent,
            current: mine.current,
        }
    }
}

/// One's own open sessions, newest first.
#[utoipa::path(
    tag = "account",
    params(SessionPageParams),
    responses(
        (status = 200, body = inline(ListBody<SessionDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, description = "A temporary password must be changed first", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/users/me/sessions/")]
pub async fn my_sessions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<SessionPageParams>,
) -> Result<HttpResponse, ApiError> {
    let page = PageRequest::new(params.page, params.limit).map_err(|e| ApiError::new(e.into(), lang))?;
    let sessions = run(&state, lang, move |s| MySessions { sessions: &*s.sessions, clock: &*s.clock }.execute(&session, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(sessions, SessionDto::from)))
}

use actix_web::{get, web, HttpResponse};
use application::session::{LoginWithOneId, StartOneIdLogin};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::login::LoggedInDto;
use super::ProfileDto;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct OneIdUrlDto {
    /// The OneID sign-in address, carrying a single-use state.
    pub url: String,
}

#[utoipa::path(
    tag = "session",
    responses(
        (status = 200, body = inline(ResultBody<OneIdUrlDto>)),
        (status = 503, description = "OneID is not set up on this server", body = ErrorEnvelope),
    )
)]
#[get("/auth/one-id/url/")]
pub async fn oneid_url(state: web::Data<AppState>, Lang(lang): Lang) -> Result<HttpResponse, ApiError> {
    let url = run(&state, lang, |s| StartOneIdLogin { oneid: s.oneid.as_deref(), unit: &*s.unit, clock: &*s.clock }.execute()).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: OneIdUrlDto { url } }))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OneIdReturn {
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub state: String,
}

/// The return from OneID: the code and state it hands back become a session of the account
/// with the person's PINFL.
#[utoipa::path(
    tag = "session",
    params(OneIdReturn),
    responses(
        (status = 200, body = inline(ResultBody<LoggedInDto>)),
        (status = 401, description = "Unknown state, refused code, or no account for the person", body = ErrorEnvelope),
        (status = 503, body = ErrorEnvelope),
    )
)]
#[get("/auth/one-id/")]
pub async fn oneid_return(
    state: web::Data<AppState>,
    Lang(lang): Lang,
    Meta(meta): Meta,
    query: web::Query<OneIdReturn>,
) -> Result<HttpResponse, ApiError> {
    let OneIdReturn { code, state: oneid_state } = query.into_inner();
    let logged_in = run(&state, lang, move |s| {
        LoginWithOneId {
            unit: &*s.unit,
            oneid: s.oneid.as_deref(),
            users: &*s.users,
            sessions: &*s.sessions,
            tokens: &*s.tokens,
            clock: &*s.clock,
        }
        .execute(&code, &oneid_state, meta)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .json(ResultBody { result: LoggedInDto { access_token: logged_in.access_token, user: ProfileDto::from(&logged_in.profile) } }))
}

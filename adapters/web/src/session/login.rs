use actix_web::{post, web, HttpResponse};
use application::session::{Login, LoginCommand};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::ProfileDto;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run_hashing;
use crate::state::AppState;

#[derive(Deserialize, ToSchema)]
pub struct LoginDto {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub username: String,
    #[serde(default)]
    #[schema(min_length = 1)]
    pub password: String,
}

#[derive(Serialize, ToSchema)]
pub struct LoggedInDto {
    pub access_token: String,
    pub user: ProfileDto,
}

#[utoipa::path(
    tag = "session",
    request_body = LoginDto,
    responses(
        (status = 200, body = inline(ResultBody<LoggedInDto>)),
        (status = 401, description = "Wrong username or password", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
        (status = 429, description = "Ten failures within 15 minutes", body = ErrorEnvelope),
    )
)]
#[post("/auth/login/")]
pub async fn login(
    state: web::Data<AppState>,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<LoginDto>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let command = LoginCommand { username: body.username, password: body.password, request: meta };
    let logged_in = run_hashing(&state, lang, move |s| {
        Login { unit: &*s.unit, users: &*s.users, sessions: &*s.sessions, hasher: &*s.hasher, tokens: &*s.tokens, clock: &*s.clock }
            .execute(command)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .json(ResultBody { result: LoggedInDto { access_token: logged_in.access_token, user: ProfileDto::from(&logged_in.profile) } }))
}

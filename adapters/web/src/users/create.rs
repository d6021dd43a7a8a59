use actix_web::{post, web, HttpResponse};
use application::users::CreateUser;

use super::{UserDto, UserWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run_hashing;
use crate::state::AppState;

#[utoipa::path(
    tag = "users",
    request_body = UserWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<UserDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The username is taken", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/users/")]
pub async fn create_user(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<UserWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let user =
        run_hashing(&state, lang, move |s| CreateUser { unit: &*s.unit, hasher: &*s.hasher }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: UserDto::from(user) }))
}

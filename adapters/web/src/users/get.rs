use actix_web::{get, web, HttpResponse};
use application::users::GetUser;
use application::AppError;
use domain::ids::UserId;

use super::UserDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "users",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<UserDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/users/{id:\d+}/")]
pub async fn get_user(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = UserId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let user = run(&state, lang, move |s| GetUser { users: &*s.users }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: UserDto::from(user) }))
}

use actix_web::{put, web, HttpResponse};
use application::users::UpdateUser;
use application::AppError;
use domain::ids::UserId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

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
    params(("id" = i64, Path)),
    request_body = UserWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<UserDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version or taken username", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/users/{id:\d+}/")]
pub async fn update_user(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<UserWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = UserId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let user = run_hashing(&state, lang, move |s| {
        UpdateUser { unit: &*s.unit, hasher: &*s.hasher }.execute(&session.actor, id, form, version, &meta)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: UserDto::from(user) }))
}

use actix_web::{get, web, HttpResponse};
use application::graduates::GetNaming;

use super::{graduate_id, NamingDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The qualification and the diploma's series and number; a record not named yet answers the empty
/// form with `version: 0`.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<NamingDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/graduates/{id:\d+}/naming/")]
pub async fn get_naming(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let naming = run(&state, lang, move |s| GetNaming { graduates: &*s.graduate_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: NamingDto::of(naming.as_ref()) }))
}

use actix_web::{get, web, HttpResponse};
use application::graduates::GetGraduate;

use super::{graduate_id, GraduateDetailDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The whole record: every subject by semester with hours and rating, the DAK exams, the naming,
/// what is missing for graduation, the documents issued and what the caller may do now. `{id}` is
/// the student's id; 404 for a student who is neither a candidate nor a graduate.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<GraduateDetailDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/graduates/{id:\d+}/")]
pub async fn get_graduate(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let card = run(&state, lang, move |s| GetGraduate { graduates: &*s.graduate_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: GraduateDetailDto::from(card) }))
}

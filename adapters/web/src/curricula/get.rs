use actix_web::{get, web, HttpResponse};
use application::curricula::GetCurriculum;

use super::{curriculum_id, CurriculumDetailDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The curriculum with its whole distribution.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<CurriculumDetailDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/curriculums/{id:\d+}/")]
pub async fn get_curriculum(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(id.into_inner(), lang)?;
    let found = run(&state, lang, move |s| GetCurriculum { curricula: &*s.curricula }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CurriculumDetailDto::from(found) }))
}

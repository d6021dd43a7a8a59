use actix_web::{put, web, HttpResponse};
use application::curricula::EditCurriculum;

use super::{curriculum_id, required_version, CurriculumDetailDto, CurriculumWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Only in NEW. Another model curriculum brings its subjects afresh; another number of semesters
/// adds or drops semesters at the end.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    request_body = CurriculumWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<CurriculumDetailDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or not NEW (`illegal_transition`)", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/curriculums/{id:\d+}/")]
pub async fn update_curriculum(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<CurriculumWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(id.into_inner(), lang)?;
    let version = required_version(body.version, lang)?;
    let form = body.form();
    let updated = run(&state, lang, move |s| EditCurriculum { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CurriculumDetailDto::from(updated) }))
}

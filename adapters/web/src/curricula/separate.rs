use actix_web::{put, web, HttpResponse};
use application::curricula::SeparateCurriculumToSemesters;

use super::{curriculum_id, required_version, CurriculumDetailDto, DistributionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Replaces the whole distribution of a NEW curriculum in one transaction; when any rule fails (422
/// with field errors) nothing is saved.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    request_body = DistributionWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<CurriculumDetailDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or not NEW (`illegal_transition`)", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/curriculums/{id:\d+}/separate-to-semesters/")]
pub async fn separate_to_semesters(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<DistributionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(id.into_inner(), lang)?;
    let version = required_version(body.version, lang)?;
    let form = body.form();
    let saved =
        run(&state, lang, move |s| SeparateCurriculumToSemesters { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CurriculumDetailDto::from(saved) }))
}

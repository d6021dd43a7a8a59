use actix_web::{post, web, HttpResponse};
use application::curricula::CreateCurriculum;

use super::{CurriculumDetailDto, CurriculumWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The curriculum starts NEW with the model curriculum's subjects.
#[utoipa::path(
    tag = "curricula",
    request_body = CurriculumWriteDto,
    responses((status = 201, body = inline(ResultBody<CurriculumDetailDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/curriculums/")]
pub async fn create_curriculum(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<CurriculumWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let created = run(&state, lang, move |s| CreateCurriculum { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: CurriculumDetailDto::from(created) }))
}

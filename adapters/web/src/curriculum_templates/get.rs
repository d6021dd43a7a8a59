use actix_web::{get, web, HttpResponse};
use application::curriculum_templates::GetCurriculumTemplate;
use application::AppError;
use domain::ids::CurriculumTemplateId;

use super::CurriculumTemplateDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "curriculum-templates",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<CurriculumTemplateDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/curriculum-templates/{id:\d+}/")]
pub async fn get_curriculum_template(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = CurriculumTemplateId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let found =
        run(&state, lang, move |s| GetCurriculumTemplate { templates: &*s.curriculum_templates }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CurriculumTemplateDto::from(found) }))
}

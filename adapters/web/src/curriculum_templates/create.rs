use actix_web::{post, web, HttpResponse};
use application::curriculum_templates::CreateCurriculumTemplate;

use super::{CurriculumTemplateDto, CurriculumTemplateWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "curriculum-templates",
    request_body = CurriculumTemplateWriteDto,
    responses((status = 201, body = inline(ResultBody<CurriculumTemplateDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/curriculum-templates/")]
pub async fn create_curriculum_template(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<CurriculumTemplateWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created = run(&state, lang, move |s| CreateCurriculumTemplate { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: CurriculumTemplateDto::from(created) }))
}

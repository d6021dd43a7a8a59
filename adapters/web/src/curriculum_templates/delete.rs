use actix_web::{delete, web, HttpResponse};
use application::curriculum_templates::DeleteCurriculumTemplate;
use application::AppError;
use domain::ids::CurriculumTemplateId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "curriculum-templates",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/curriculum-templates/{id:\d+}/")]
pub async fn delete_curriculum_template(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = CurriculumTemplateId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteCurriculumTemplate { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

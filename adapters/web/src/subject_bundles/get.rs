use actix_web::{get, web, HttpResponse};
use application::subject_bundles::GetSubjectBundle;
use application::AppError;
use domain::ids::SubjectBundleId;

use super::SubjectBundleDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "subject-bundles",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<SubjectBundleDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/subject-bundles/{id:\d+}/")]
pub async fn get_subject_bundle(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectBundleId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let found = run(&state, lang, move |s| GetSubjectBundle { bundles: &*s.subject_bundles }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SubjectBundleDto::from(found) }))
}

use actix_web::{get, web, HttpResponse};
use application::graduates::GetDocumentJob;

use super::DocumentJobDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The progress of a group's documents: `total`, `done`, each student refused with the reason,
/// `RUNNING` until `DONE` (or `FAILED`).
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<DocumentJobDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/document-jobs/{id:\d+}/")]
pub async fn get_document_job(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let job = run(&state, lang, move |s| GetDocumentJob { graduates: &*s.graduate_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DocumentJobDto::from(job) }))
}

use actix_web::{post, web, HttpResponse};
use application::graduates::{RunGroupDocuments, StartGroupDocuments};
use domain::graduate::DocumentKind;
use domain::ids::GroupId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::DocumentJobDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::graduates::GraduateDocumentKindDto;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GroupDocumentsDto {
    pub kind: GraduateDocumentKindDto,
}

/// The kind's own permission too (`generate-appendix` for appendices, `generate-certificate` for
/// certificates). Issues the kind to every graduate of the group (every candidate for a
/// certificate) in the background; 202 with the job, whose progress `GET /document-jobs/{id}/`
/// reads from the database.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    request_body = GroupDocumentsDto,
    responses(
        (status = 202, body = inline(ResultBody<DocumentJobDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/edu-groups/{id:\d+}/documents/")]
pub async fn group_documents(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<GroupDocumentsDto>,
) -> Result<HttpResponse, ApiError> {
    let group = GroupId::new(id.into_inner()).map_err(|_| ApiError::new(application::AppError::NotFound, lang))?;
    let kind: DocumentKind = body.kind.into();
    let actor = session.actor.clone();
    let started = run(&state, lang, move |s| StartGroupDocuments { unit: &*s.unit }.execute(&actor, group, kind)).await?;
    let (job, students) = (started.job.id, started.students);
    let background = state.clone();
    // The job outlives the request: it runs on a blocking thread and writes its progress to the
    // database, where any server reads it.
    actix_web::rt::spawn(async move {
        let ran = web::block(move || {
            let s = &background;
            RunGroupDocuments { unit: &*s.unit, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
                &session.actor,
                job,
                kind,
                &students,
                &meta,
            )
        })
        .await;
        match ran {
            Ok(Ok(())) => tracing::info!(job, "group documents issued"),
            Ok(Err(error)) => tracing::error!(job, %error, "group documents failed"),
            Err(error) => tracing::error!(job, %error, "group documents could not run"),
        }
    });
    Ok(HttpResponse::Accepted().json(ResultBody { result: DocumentJobDto::from(started.job) }))
}

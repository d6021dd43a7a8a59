use actix_web::{get, post, web, HttpResponse};
use application::study_documents::{IssueStudyDocument, StudyDocuments};
use domain::graduate::DocumentKind;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::student_id;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::graduates::DocumentDto;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The kinds a studying student is issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StudyDocumentKindDto {
    /// Every semester's subjects with credits, points, grade, letter and the GPA.
    Transcript,
    /// "Ma’lumotnoma": the student studies here, in this course, form and direction.
    Reference,
}

impl From<StudyDocumentKindDto> for DocumentKind {
    fn from(kind: StudyDocumentKindDto) -> Self {
        match kind {
            StudyDocumentKindDto::Transcript => DocumentKind::Transcript,
            StudyDocumentKindDto::Reference => DocumentKind::Reference,
        }
    }
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IssueStudyDocumentDto {
    pub kind: StudyDocumentKindDto,
}

/// A transcript of the student's results as they stand today, or a reference of study (an active
/// student only, else 409 `not_studying`), numbered next in the institution's series of the kind
/// and year (`T-0001-2026-000017`, `M-…`), set once with a QR code of its public verification page
/// and stored; a newer one leaves the older valid.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    request_body = IssueStudyDocumentDto,
    responses(
        (status = 201, body = inline(ResultBody<DocumentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/students/{id:\d+}/documents/")]
pub async fn issue_study_document(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<IssueStudyDocumentDto>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let kind = body.kind.into();
    let document = run(&state, lang, move |s| {
        IssueStudyDocument { unit: &*s.unit, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
            &session.actor,
            id,
            kind,
            &meta,
        )
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DocumentDto::from(&document) }))
}

/// The student's transcripts and references, newest first.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ListBody<DocumentDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/students/{id:\d+}/documents/")]
pub async fn study_documents(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let documents = run(&state, lang, move |s| StudyDocuments { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(documents.iter().map(DocumentDto::from).collect())))
}

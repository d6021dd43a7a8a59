use actix_web::{get, post, web, HttpResponse};
use application::portal::{MyDocumentPdf, MyDocuments, RequestMyDocument};
use application::ports::StudentOrder;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{asked, WhoseParams};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::graduates::DocumentDto;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;
use crate::students::StudyDocumentKindDto;

/// An order that names the student, with what it did to them only.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortalOrderDto {
    pub id: i64,
    pub number: String,
    #[schema(format = Date)]
    pub date: String,
    #[schema(value_type = crate::codes::OrderKindCode)]
    pub kind: String,
    #[schema(value_type = crate::codes::OrderStateCode)]
    pub state: String,
    pub purpose: String,
    pub from_group: Option<String>,
    pub to_group: Option<String>,
    /// RFC 3339.
    pub applied_at: Option<String>,
}

impl From<&StudentOrder> for PortalOrderDto {
    fn from(o: &StudentOrder) -> Self {
        PortalOrderDto {
            id: o.id,
            number: o.number.clone(),
            date: o.date.format("%Y-%m-%d").to_string(),
            kind: o.kind.code().into(),
            state: o.state.code().into(),
            purpose: o.purpose.clone(),
            from_group: o.from_group.clone(),
            to_group: o.to_group.clone(),
            applied_at: o.applied_at.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalDocumentsDto {
    pub student_id: i64,
    /// Past their draft, newest first.
    pub orders: Vec<PortalOrderDto>,
    /// Transcripts and references, newest first; `pdf_url` is the staff's address, the portal
    /// downloads through `/me/documents/{id}/pdf/`.
    pub documents: Vec<DocumentDto>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RequestDocumentDto {
    /// One of the records `/me/` lists; default the person's own, else the first child.
    pub student_id: Option<i64>,
    pub kind: StudyDocumentKindDto,
}

/// The orders that name the student and the transcripts and references issued to them. Another
/// student is 404.
#[utoipa::path(
    tag = "portal",
    params(WhoseParams),
    responses(
        (status = 200, body = inline(ResultBody<PortalDocumentsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/documents/")]
pub async fn my_documents(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<WhoseParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let papers = run(&state, lang, move |s| MyDocuments { unit: &*s.unit }.execute(&session.actor, student)).await?;
    let dto = PortalDocumentsDto {
        student_id: papers.student.get(),
        orders: papers.orders.iter().map(PortalOrderDto::from).collect(),
        documents: papers.documents.iter().map(DocumentDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

/// A reference of study (an active student only, else 409 `not_studying`) or a transcript, issued
/// at once at the student's or parent's request: numbered in the institution's series and recorded
/// as the staff's are, with the QR code of its public page.
#[utoipa::path(
    tag = "portal",
    request_body = RequestDocumentDto,
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
#[post("/me/documents/")]
pub async fn request_my_document(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<RequestDocumentDto>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(body.student_id, lang)?;
    let kind = body.kind.into();
    let document = run(&state, lang, move |s| {
        RequestMyDocument { unit: &*s.unit, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
            &session.actor,
            student,
            kind,
            &meta,
        )
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DocumentDto::from(&document) }))
}

/// A transcript or reference issued to the student, exactly as it was printed. Another student's
/// document is 404.
#[utoipa::path(
    tag = "portal",
    params(("id" = i64, Path), WhoseParams),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/me/documents/{id:\d+}/pdf/")]
pub async fn my_document_pdf(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
    params: web::Query<WhoseParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let id = id.into_inner();
    let stored =
        run(&state, lang, move |s| MyDocumentPdf { unit: &*s.unit, graduates: &*s.graduate_queries }.execute(&session.actor, student, id))
            .await?;
    Ok(crate::pdf::issued_pdf(stored))
}

use actix_web::{get, web, HttpResponse};
use application::graduates::VerifyDocument;
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::graduates::{DocumentKindDto, DocumentStatusDto};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// What anyone holding a document's QR code may learn of it: nothing beyond the holder's name
/// (no PINFL, passport, birth date or ratings).
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentReportDto {
    /// A UUID.
    pub public_id: String,
    pub kind: DocumentKindDto,
    pub duplicate: bool,
    pub status: DocumentStatusDto,
    pub number: String,
    pub holder: String,
    pub institution: NameDto,
    pub edu_direction: NameDto,
    pub qualification: Option<NameDto>,
    pub year: i32,
    /// RFC 3339.
    pub issued_at: String,
    /// A duplicate's original's number.
    pub original_number: Option<String>,
    /// How many duplicates of this document were issued.
    pub duplicates: i64,
}

/// Whether a document is genuine, its kind, holder, institution, direction, year, and whether it
/// was revoked or duplicated. An unknown or malformed id is 404 `document_not_found`, one with
/// other characters than a UUID's 404 `not_found` (no such call).
#[utoipa::path(
    tag = "reports",
    params(("public_id" = String, Path, description = "The document's public id, a UUID")),
    responses(
        (status = 200, body = inline(ResultBody<DocumentReportDto>)),
        (status = 404, body = ErrorEnvelope),
    )
)]
#[get("/reports/{public_id:[0-9a-fA-F-]+}/")]
pub async fn document_report(state: web::Data<AppState>, Lang(lang): Lang, public_id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let public_id = public_id.into_inner();
    let report = run(&state, lang, move |s| VerifyDocument { graduates: &*s.graduate_queries }.execute(&public_id)).await?;
    let d = &report.document;
    let n = &report.names;
    Ok(HttpResponse::Ok().json(ResultBody {
        result: DocumentReportDto {
            public_id: d.public_id.as_str().into(),
            kind: d.kind.into(),
            duplicate: d.duplicate,
            status: d.status.into(),
            number: d.number.clone(),
            holder: n.holder.clone(),
            institution: NameDto::from(&n.institution),
            edu_direction: NameDto::from(&n.edu_direction),
            qualification: n.qualification.as_ref().map(NameDto::from),
            year: n.year,
            issued_at: d.issued_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            original_number: report.original_number.clone(),
            duplicates: report.duplicates,
        },
    }))
}

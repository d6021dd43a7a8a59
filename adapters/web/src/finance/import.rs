//! `POST /finance/payments/import/`: a bank statement (.xlsx or .csv in the published columns)
//! imported whole or not at all.

use actix_multipart::Multipart;
use actix_web::{post, web, HttpResponse};
use application::finance::{ImportStatement, ImportedStatement};
use application::students::{Upload, MAX_IMPORT_BYTES};
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;
use crate::upload;

#[derive(Debug, Serialize, ToSchema)]
pub struct UnmatchedLineDto {
    /// The line of the file (the header is line 1).
    pub line: usize,
    /// Tiyin.
    pub amount: i64,
    pub document_number: String,
    pub payer: String,
    pub purpose: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatementResultDto {
    /// Payments imported.
    pub imported: usize,
    /// Their sum, tiyin.
    pub total: i64,
    /// Of them, beyond what their contracts owed (taken as prepayments).
    pub prepayments: usize,
    /// Lines no contract was found for: neither a contract number in the purpose nor a PINFL of a student with a contract. Not imported.
    pub unmatched: Vec<UnmatchedLineDto>,
}

impl From<ImportedStatement> for StatementResultDto {
    fn from(s: ImportedStatement) -> Self {
        StatementResultDto {
            imported: s.imported,
            total: s.total.tiyin(),
            prepayments: s.prepayments,
            unmatched: s
                .unmatched
                .into_iter()
                .map(|u| UnmatchedLineDto {
                    line: u.line,
                    amount: u.amount.tiyin(),
                    document_number: u.document_number,
                    payer: u.payer,
                    purpose: u.purpose,
                })
                .collect(),
        }
    }
}

/// The form as the upload sends it.
#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct StatementForm {
    /// `.xlsx` or `.csv`, at most 5 MB: a header row naming `date`, `amount`, `document_number`,
    /// `payer`, `purpose` (or `Sana`, `Summa`, `Hujjat raqami`, `To‘lovchi`, `To‘lov maqsadi`).
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// All lines or none: a bad line or a payment imported before writes nothing, and the answer lists
/// every problem with its line and column (`error.rows`). Lines are matched by the contract number
/// in the purpose (`2026-0017`), then by a PINFL; unmatched lines are listed and left out; an
/// amount beyond a contract's debt is taken as a prepayment.
#[utoipa::path(
    tag = "finance",
    request_body(content = StatementForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = inline(ResultBody<StatementResultDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/finance/payments/import/")]
pub async fn import_statement(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    multipart: Multipart,
) -> Result<HttpResponse, ApiError> {
    let part = upload::file(multipart, MAX_IMPORT_BYTES, lang).await?;
    if part.content.is_empty() {
        return Err(ApiError::new(AppError::from(ValidationErrors::single("file", Invalid::Required)), lang));
    }
    let upload = Upload { file_name: part.file_name, content: part.content };
    let imported = run(&state, lang, move |s| {
        ImportStatement { unit: &*s.unit, reader: &*s.spreadsheet_reader }.execute(&session.actor, None, &upload, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: StatementResultDto::from(imported) }))
}

//! `/finance/contracts/{id}/pdf/` and the public `/reports/contracts/{public_id}/` its QR code leads to.

use actix_web::{get, web, HttpResponse};
use application::finance::{PrintContract, VerifyContract};
use serde::Serialize;
use utoipa::ToSchema;

use super::path_id;
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::day;
use crate::state::AppState;

/// The contract typeset on A4 in the reader's language with its institution's header, the parties,
/// the sums and the QR code of its public verification page.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/finance/contracts/{id:\d+}/pdf/")]
pub async fn contract_pdf(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let (number, pdf) = run(&state, lang, move |s| {
        PrintContract { finance: &*s.finance, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
            &session.actor,
            id,
            lang,
        )
    })
    .await?;
    Ok(crate::pdf::inline_pdf(&format!("CONTRACT-{number}.pdf"), pdf))
}

/// What the public page of a contract shows: whose and where, never the sums or the PINFL.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractReportDto {
    pub number: String,
    #[schema(format = Date)]
    pub date: String,
    pub academic_year: i32,
    #[schema(value_type = crate::codes::ContractKindCode)]
    pub contract_kind: String,
    #[schema(value_type = crate::codes::ContractStateCode)]
    pub state: String,
    pub student_name: String,
    pub institution: NameDto,
}

/// Whether a contract is genuine: its number, date, year, kind, state, student and institution. An
/// unknown or malformed id is 404 `document_not_found`.
#[utoipa::path(
    tag = "reports",
    params(("public_id" = String, Path, description = "The contract's public id, a UUID")),
    responses(
        (status = 200, body = inline(ResultBody<ContractReportDto>)),
        (status = 404, body = ErrorEnvelope),
    )
)]
#[get("/reports/contracts/{public_id}/")]
pub async fn contract_report(state: web::Data<AppState>, Lang(lang): Lang, public_id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let public_id = public_id.into_inner();
    let contract = run(&state, lang, move |s| VerifyContract { finance: &*s.finance }.execute(&public_id)).await?;
    let terms = &contract.terms;
    Ok(HttpResponse::Ok().json(ResultBody {
        result: ContractReportDto {
            number: contract.number_text(),
            date: day(terms.date),
            academic_year: terms.academic_year,
            contract_kind: terms.contract_kind.code().into(),
            state: terms.state().code().into(),
            student_name: contract.student_name.clone(),
            institution: NameDto::from(&contract.institution_name),
        },
    }))
}

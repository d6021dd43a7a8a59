use actix_web::{get, web, HttpResponse};
use application::portal::MyFinance;
use serde::Serialize;
use utoipa::ToSchema;

use super::{asked, WhoseParams};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::finance::contracts::ContractDto;
use crate::finance::payments::PaymentDto;
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalFinanceDto {
    pub student_id: i64,
    /// Newest first.
    pub contracts: Vec<ContractDto>,
    /// On those contracts, newest first.
    pub payments: Vec<PaymentDto>,
    /// What the contracts still owe, in tiyin.
    pub debt: i64,
}

/// Permission: `portal`. The student's contracts with what is paid and owed, and the payments on
/// them. Another student is 404.
#[utoipa::path(
    tag = "portal",
    params(WhoseParams),
    responses(
        (status = 200, body = inline(ResultBody<PortalFinanceDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/finance/")]
pub async fn my_finance(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<WhoseParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let money = run(&state, lang, move |s| MyFinance { unit: &*s.unit, finance: &*s.finance }.execute(&session.actor, student)).await?;
    let dto = PortalFinanceDto {
        student_id: money.student.get(),
        contracts: money.contracts.into_iter().map(ContractDto::from).collect(),
        payments: money.payments.into_iter().map(PaymentDto::from).collect(),
        debt: money.debt.tiyin(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

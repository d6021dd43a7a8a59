use actix_web::{get, web, HttpResponse};
use application::portal::{MyFinance, MyScholarship};
use serde::Serialize;
use utoipa::ToSchema;

use super::{asked, WhoseParams};
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::finance::contracts::ContractDto;
use crate::finance::payments::PaymentDto;
use crate::language::Lang;
use crate::run::run;
use crate::science::day;
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
    /// The scholarships awarded, the latest first.
    pub scholarships: Vec<PortalScholarshipDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalScholarshipDto {
    pub scholarship_type_name: NameDto,
    /// Tiyin: the type's amount in force at this month's end; absent before its first amount.
    pub monthly_amount: Option<i64>,
    #[schema(format = Date)]
    pub date_from: String,
    #[schema(format = Date)]
    pub date_to: String,
    pub order_number: String,
    /// Whether this month is paid: inside the span, and the student had not stopped studying
    /// (nor the order been reversed) before the month began.
    pub paid_this_month: bool,
}

impl From<MyScholarship> for PortalScholarshipDto {
    fn from(s: MyScholarship) -> Self {
        PortalScholarshipDto {
            scholarship_type_name: NameDto::from(&s.type_name),
            monthly_amount: s.monthly_amount.map(|m| m.tiyin()),
            date_from: day(s.date_from),
            date_to: day(s.date_to),
            order_number: s.order_number,
            paid_this_month: s.paid_this_month,
        }
    }
}

/// The student's contracts with what is paid and owed, the payments on them, and the scholarships
/// awarded. Another student is 404.
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
    let money =
        run(&state, lang, move |s| MyFinance { unit: &*s.unit, finance: &*s.finance, clock: &*s.clock }.execute(&session.actor, student))
            .await?;
    let dto = PortalFinanceDto {
        student_id: money.student.get(),
        contracts: money.contracts.into_iter().map(ContractDto::from).collect(),
        payments: money.payments.into_iter().map(PaymentDto::from).collect(),
        debt: money.debt.tiyin(),
        scholarships: money.scholarships.into_iter().map(PortalScholarshipDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

use actix_web::{get, web, HttpResponse};
use application::finance::FinanceReportOf;
use application::ports::{Cell, FinanceReport};
use domain::finance::Money;
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::filters::whole_file;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FinanceReportParams {
    /// Ministry-level roles: one institution (default: every one); an institution-level role reads its own.
    pub institution_id: Option<i64>,
    /// The calendar year the academic year begins in (default: the running one).
    #[param(minimum = 2000, maximum = 2100)]
    pub academic_year: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MonthFinanceDto {
    /// `YYYY-MM`, September to August.
    pub month: String,
    /// Tiyin charged by the contracts dated in the month.
    pub charged: i64,
    /// Tiyin paid in the month.
    pub paid: i64,
    /// Owed at the month's end: charged − paid up to it.
    pub owed: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionFinanceDto {
    pub institution_id: i64,
    pub name: NameDto,
    pub contracts: i64,
    pub charged: i64,
    pub paid: i64,
    pub owed: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FinanceReportDto {
    pub academic_year: i32,
    pub contracts: i64,
    pub charged: i64,
    pub paid: i64,
    pub owed: i64,
    /// The twelve months of the academic year.
    pub months: Vec<MonthFinanceDto>,
    pub institutions: Vec<InstitutionFinanceDto>,
    /// When these national figures were prepared in the background (the screen says "as of");
    /// absent when they were read at the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub prepared_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl FinanceReportDto {
    fn of(year: i32, report: &FinanceReport) -> FinanceReportDto {
        let (mut charged, mut paid) = (Money::ZERO, Money::ZERO);
        let months = (0..12u32)
            .map(|index| {
                let m = report.months.iter().find(|m| m.index == index);
                let (c, p) = m.map_or((Money::ZERO, Money::ZERO), |m| (m.charged, m.paid));
                charged = charged.plus(c);
                paid = paid.plus(p);
                let calendar = index + 9;
                let (y, month) = if calendar > 12 { (year + 1, calendar - 12) } else { (year, calendar) };
                MonthFinanceDto { month: format!("{y}-{month:02}"), charged: c.tiyin(), paid: p.tiyin(), owed: charged.minus(paid).tiyin() }
            })
            .collect();
        FinanceReportDto {
            academic_year: year,
            contracts: report.institutions.iter().map(|i| i.contracts).sum(),
            charged: charged.tiyin(),
            paid: paid.tiyin(),
            owed: charged.minus(paid).tiyin(),
            months,
            institutions: report
                .institutions
                .iter()
                .map(|i| InstitutionFinanceDto {
                    institution_id: i.institution_id.get(),
                    name: NameDto::from(&i.name),
                    contracts: i.contracts,
                    charged: i.charged.tiyin(),
                    paid: i.paid.tiyin(),
                    owed: i.charged.minus(i.paid).tiyin(),
                })
                .collect(),
            prepared_at: report.prepared_at,
        }
    }
}

fn money(tiyin: i64) -> Cell {
    Cell::Amount(Money::from_stored(tiyin).as_soum())
}

fn columns() -> Vec<Column<InstitutionFinanceDto>> {
    vec![
        Column::new(export::institution(), 50, |row: &InstitutionFinanceDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("finance.contracts.title"), 12, |row, _| export::number(row.contracts)),
        Column::new(catalogue::text("finance.charged"), 20, |row, _| money(row.charged)),
        Column::new(catalogue::text("finance.paid"), 20, |row, _| money(row.paid)),
        Column::new(catalogue::text("export.reports.owed"), 20, |row, _| money(row.owed)),
    ]
}

/// An academic year's charged, paid and owed by month and by institution; the months and the
/// institutions sum to the same totals.
#[utoipa::path(
    tag = "reports",
    params(FinanceReportParams, FormatParams),
    responses(
        (status = 200, content((inline(ResultBody<FinanceReportDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/finance/")]
pub async fn finance_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<FinanceReportParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let institution = params
        .institution_id
        .map(InstitutionId::new)
        .transpose()
        .map_err(|e| ApiError::new(ValidationErrors::single("institution_id", e).into(), lang))?;
    let year = params.academic_year;
    let (year, report) =
        run(&state, lang, move |s| FinanceReportOf { finance: &*s.finance, clock: &*s.clock }.execute(&session.actor, institution, year))
            .await?;
    let dto = FinanceReportDto::of(year, &report);
    if format.is_xlsx() {
        let title = catalogue::text("finance.report.title");
        return whole_file(&state, lang, Export { file: "finance-report", title, columns: columns() }, dto.institutions).await;
    }
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

//! `GET /finance/debts/`: the debts per student, group or institution, with the sums of every row
//! of the filter, and its Excel file.

use actix_web::{get, web, HttpResponse};
use application::finance::ListDebts;
use application::ports::{Cell, DebtLevel, DebtQuery, DebtRow, DebtTotals};
use domain::actor::Scope;
use domain::finance::accrual::debt;
use domain::finance::{DebtStatus, Money};
use domain::ids::{GroupId, InstitutionId};
use domain::paging::PageRequest;
use domain::validation::{Invalid, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::year;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListParams, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::finance::contracts::status_label;
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtRowDto {
    /// The student's, group's or institution's id.
    pub id: i64,
    /// The student's full name (level `STUDENT`).
    pub student_name: Option<String>,
    /// The student's group or the group (levels `STUDENT` and `GROUP`).
    pub group_name: Option<String>,
    pub institution_id: i64,
    pub institution_name: NameDto,
    pub contracts: i64,
    /// Tiyin charged by the contracts.
    pub charged: i64,
    /// Tiyin paid.
    pub paid: i64,
    /// `charged − paid`.
    pub debt: i64,
    #[schema(value_type = crate::codes::DebtStatusCode)]
    pub status: String,
}

impl From<DebtRow> for DebtRowDto {
    fn from(r: DebtRow) -> Self {
        let (owed, status) = debt(r.charged, r.paid);
        DebtRowDto {
            id: r.id,
            student_name: r.student_name,
            group_name: r.group_name,
            institution_id: r.institution_id.get(),
            institution_name: NameDto::from(&r.institution_name),
            contracts: r.contracts,
            charged: r.charged.tiyin(),
            paid: r.paid.tiyin(),
            debt: owed.tiyin(),
            status: status.code().into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtTotalsDto {
    pub contracts: i64,
    pub charged: i64,
    pub paid: i64,
    pub debt: i64,
}

impl From<DebtTotals> for DebtTotalsDto {
    fn from(t: DebtTotals) -> Self {
        DebtTotalsDto { contracts: t.contracts, charged: t.charged.tiyin(), paid: t.paid.tiyin(), debt: t.charged.minus(t.paid).tiyin() }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtsBody {
    pub results: Vec<DebtRowDto>,
    /// How many rows the filter has.
    pub count: i64,
    /// The sums of every row of the filter, not only this page's.
    pub totals: DebtTotalsDto,
    /// When these national figures were prepared in the background (the screen says "as of");
    /// absent when they were read at the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub prepared_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DebtFilters {
    /// What a row is: `STUDENT` (the default), `GROUP` or `INSTITUTION`.
    #[param(value_type = Option<crate::codes::DebtLevelCode>)]
    pub level: Option<String>,
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    #[param(minimum = 2000, maximum = 2100)]
    pub academic_year: Option<i64>,
    /// Rows whose sums have this status.
    #[param(value_type = Option<crate::codes::DebtStatusCode>)]
    pub status: Option<String>,
}

fn parse_level(code: &str) -> Result<DebtLevel, Invalid> {
    match code.trim() {
        "STUDENT" => Ok(DebtLevel::Student),
        "GROUP" => Ok(DebtLevel::Group),
        "INSTITUTION" => Ok(DebtLevel::Institution),
        "" => Err(Invalid::Required),
        _ => Err(Invalid::UnknownValue),
    }
}

fn query(list: &ListParams, filters: &DebtFilters) -> Result<DebtQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let level = filter(&mut errors, "level", filters.level.as_deref(), parse_level);
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let edu_group_id = filter(&mut errors, "edu_group_id", filters.edu_group_id, GroupId::new);
    let academic_year = filter(&mut errors, "academic_year", filters.academic_year, year);
    let status = filter(&mut errors, "status", filters.status.as_deref(), DebtStatus::parse);
    errors.into_result()?;
    Ok(DebtQuery {
        scope: Scope::Nowhere,
        level: level.unwrap_or(DebtLevel::Student),
        institution_id,
        edu_group_id,
        academic_year,
        status,
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// The largest debt first; `totals` sum every row of the filter.
#[utoipa::path(
    tag = "finance",
    params(ListParams, DebtFilters, FormatParams),
    responses(
        (status = 200, content((DebtsBody = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/finance/debts/")]
pub async fn list_debts(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<DebtFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("finance.debts.title");
        let sheet = Export { file: "debts", title, columns: columns(query.level, session.actor.scope() == Scope::Everywhere) };
        return export::export(&state, lang, sheet, move |s, page: PageRequest| {
            Ok(ListDebts { finance: &*s.finance }.execute(&session.actor, DebtQuery { page, ..query.clone() })?.rows.map(DebtRowDto::from))
        })
        .await;
    }
    let debts = run(&state, lang, move |s| ListDebts { finance: &*s.finance }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(DebtsBody {
        count: debts.rows.count,
        prepared_at: debts.rows.prepared_at,
        results: debts.rows.items.into_iter().map(DebtRowDto::from).collect(),
        totals: DebtTotalsDto::from(debts.totals),
    }))
}

fn money(tiyin: i64) -> Cell {
    Cell::Amount(Money::from_stored(tiyin).as_soum())
}

fn columns(level: DebtLevel, everywhere: bool) -> Vec<Column<DebtRowDto>> {
    let mut columns = Vec::new();
    if level == DebtLevel::Student {
        columns.push(Column::new(catalogue::text("finance.contract.student"), 36, |row: &DebtRowDto, _| {
            // Only a row of another level lacks the name (a student's row has it): an empty cell then.
            export::text(row.student_name.as_deref().unwrap_or_default())
        }));
    }
    if level != DebtLevel::Institution {
        columns.push(Column::new(catalogue::text("finance.contract.group"), 16, |row: &DebtRowDto, _| {
            // As above: an empty cell.
            export::text(row.group_name.as_deref().unwrap_or_default())
        }));
    }
    if level == DebtLevel::Institution || everywhere {
        columns.push(Column::new(export::institution(), 40, |row: &DebtRowDto, lang| export::name(&row.institution_name, lang)));
    }
    columns.extend([
        Column::new(catalogue::text("finance.contracts.title"), 12, |row: &DebtRowDto, _| export::number(row.contracts)),
        Column::new(catalogue::text("finance.charged"), 18, |row, _| money(row.charged)),
        Column::new(catalogue::text("finance.paid"), 18, |row, _| money(row.paid)),
        Column::new(catalogue::text("finance.debt"), 18, |row, _| money(row.debt)),
        Column::new(catalogue::text("users.field.status"), 16, |row, lang| status_label(&row.status, lang)),
    ]);
    columns
}

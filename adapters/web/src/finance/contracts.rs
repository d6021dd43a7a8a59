//! `/finance/contracts/`: students' contracts with what they charge, what was paid, the debt and
//! its status.

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::finance::{CreateContract, DeleteContract, GetContract, ListContracts, UpdateContract};
use application::ports::{Cell, ContractOrder, ContractQuery};
use domain::actor::{Actor, Scope};
use domain::finance::accrual::MONTHS_IN_YEAR;
use domain::finance::{Contract, ContractForm, ContractKind, ContractState, DebtStatus, Money};
use domain::ids::{GroupId, InstitutionId, StudentId};
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{path_id, year};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{InstitutionRefDto, ListBody, ListParams, NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{day, filter, version_of};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ContractDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    /// The year and the number in it: "2026-0017".
    pub number: String,
    /// The number within the institution's year, given in order.
    pub number_in_year: i32,
    pub student_id: i64,
    pub student_name: String,
    pub pinfl: String,
    pub edu_group_id: i64,
    pub edu_group_name: String,
    #[schema(format = Date)]
    pub date: String,
    /// The calendar year the academic year begins in.
    pub academic_year: i32,
    #[schema(value_type = crate::codes::ContractKindCode)]
    pub contract_kind: String,
    /// The year's amount, tiyin.
    pub amount: i64,
    pub discount_percent: i64,
    #[schema(value_type = crate::codes::ContractStateCode)]
    pub state: String,
    #[schema(format = Date)]
    pub ended_on: Option<String>,
    /// The amount after the discount, tiyin.
    pub net: i64,
    /// Study months accrued of `months_in_year` (fewer when the contract ended): the proration.
    pub months: i64,
    pub months_in_year: i64,
    /// What the contract charges: `net × months / months_in_year`, rounded half up to a tiyin.
    pub charged: i64,
    /// The total of its payments, tiyin.
    pub paid: i64,
    /// `charged − paid`; negative when overpaid.
    pub debt: i64,
    #[schema(value_type = crate::codes::DebtStatusCode)]
    pub status: String,
    pub version: i32,
}

impl From<Contract> for ContractDto {
    fn from(c: Contract) -> Self {
        let t = &c.terms;
        let charge = t.charge();
        let (debt, status) = c.debt();
        ContractDto {
            id: c.id,
            institution_id: c.institution_id.get(),
            institution: InstitutionRefDto { id: c.institution_id.get(), name: NameDto::from(&c.institution_name) },
            number: c.number_text(),
            number_in_year: c.number,
            student_id: t.student_id.get(),
            student_name: c.student_name.clone(),
            pinfl: c.pinfl.clone(),
            edu_group_id: c.edu_group_id.get(),
            edu_group_name: c.edu_group_name.clone(),
            date: day(t.date),
            academic_year: t.academic_year,
            contract_kind: t.contract_kind.code().into(),
            amount: t.amount.tiyin(),
            discount_percent: t.discount_percent,
            state: t.state().code().into(),
            ended_on: t.ended_on.map(day),
            net: charge.net.tiyin(),
            months: charge.months,
            months_in_year: MONTHS_IN_YEAR,
            charged: charge.charged.tiyin(),
            paid: c.paid.tiyin(),
            debt: debt.tiyin(),
            status: status.code().into(),
            version: c.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ContractWriteDto {
    /// A living student of the institution; fixed once the contract exists.
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub student_id: i64,
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date: String,
    /// The calendar year the academic year begins in; fixed once the contract exists.
    #[serde(default)]
    #[schema(required = true, minimum = 2000, maximum = 2100)]
    pub academic_year: i64,
    #[serde(default)]
    #[schema(value_type = crate::codes::ContractKindCode, required = true)]
    pub contract_kind: String,
    /// The year's amount in tiyin; leave it out to take the price of the student's direction and form.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 100_000_000_000_000_i64)]
    pub amount: Option<i64>,
    #[serde(default)]
    #[schema(minimum = 0, maximum = 100)]
    pub discount_percent: i64,
    /// `ACTIVE` (the default) or `ENDED` with `ended_on`.
    #[serde(default)]
    #[schema(value_type = Option<crate::codes::ContractStateCode>)]
    pub state: Option<String>,
    /// The day an `ENDED` contract stopped accruing (its student left); not before `date`.
    #[serde(default)]
    pub ended_on: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl ContractWriteDto {
    fn form(&self) -> ContractForm {
        ContractForm {
            student_id: self.student_id,
            date: self.date.clone(),
            academic_year: self.academic_year,
            contract_kind: self.contract_kind.clone(),
            amount: self.amount,
            discount_percent: self.discount_percent,
            // An absent state is empty text, which the form reads as ACTIVE.
            state: self.state.clone().unwrap_or_default(),
            ended_on: self.ended_on.clone(),
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContractFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(minimum = 2000, maximum = 2100)]
    pub academic_year: Option<i64>,
    pub edu_group_id: Option<i64>,
    pub student_id: Option<i64>,
    #[param(value_type = Option<crate::codes::ContractKindCode>)]
    pub contract_kind: Option<String>,
    #[param(value_type = Option<crate::codes::ContractStateCode>)]
    pub state: Option<String>,
    #[param(value_type = Option<crate::codes::DebtStatusCode>)]
    pub status: Option<String>,
}

pub const ORDERINGS: [(&str, ContractOrder); 4] =
    [("id", ContractOrder::Id), ("number", ContractOrder::Number), ("date", ContractOrder::Date), ("debt", ContractOrder::Debt)];

fn query(list: &ListParams, filters: &ContractFilters) -> Result<ContractQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: ContractOrder::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let academic_year = filter(&mut errors, "academic_year", filters.academic_year, year);
    let edu_group_id = filter(&mut errors, "edu_group_id", filters.edu_group_id, GroupId::new);
    let student_id = filter(&mut errors, "student_id", filters.student_id, StudentId::new);
    let contract_kind = filter(&mut errors, "contract_kind", filters.contract_kind.as_deref(), ContractKind::parse);
    let state = filter(&mut errors, "state", filters.state.as_deref(), ContractState::parse);
    let status = filter(&mut errors, "status", filters.status.as_deref(), DebtStatus::parse);
    errors.into_result()?;
    Ok(ContractQuery {
        scope: Scope::Nowhere,
        institution_id,
        academic_year,
        edu_group_id,
        student_id,
        contract_kind,
        state,
        status,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search`: the student's name, the PINFL's beginning or the number.
#[utoipa::path(
    tag = "finance",
    params(ListParams, ContractFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<ContractDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/finance/contracts/")]
pub async fn list_contracts(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ContractFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("finance.contracts.title");
        let sheet = Export { file: "contracts", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListContracts { finance: &*s.finance }
                .execute(&session.actor, ContractQuery { page, ..query.clone() })?
                .map(ContractDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListContracts { finance: &*s.finance }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ContractDto::from)))
}

fn money(tiyin: i64) -> Cell {
    Cell::Amount(Money::from_stored(tiyin).as_soum())
}

fn columns(actor: &Actor) -> Vec<Column<ContractDto>> {
    let mut columns = vec![
        Column::new(catalogue::text("finance.contract.number"), 12, |row: &ContractDto, _| export::text(&row.number)),
        Column::new(catalogue::text("finance.contract.date"), 12, |row, _| export::date(&row.date)),
        Column::new(catalogue::text("finance.contract.student"), 36, |row, _| export::text(&row.student_name)),
        Column::new(catalogue::text("orders.pinfl"), 16, |row, _| export::text(&row.pinfl)),
        Column::new(catalogue::text("finance.contract.group"), 14, |row, _| export::text(&row.edu_group_name)),
        Column::new(catalogue::text("orders.kind"), 16, |row, lang| kind_label(&row.contract_kind, lang)),
        Column::new(catalogue::text("finance.contract.amountColumn"), 16, |row, _| money(row.amount)),
        Column::new(catalogue::text("finance.contract.discount"), 10, |row, _| export::number(row.discount_percent)),
        Column::new(catalogue::text("export.finance.months"), 8, |row, _| export::number(row.months)),
        Column::new(catalogue::text("finance.charged"), 16, |row, _| money(row.charged)),
        Column::new(catalogue::text("finance.paid"), 16, |row, _| money(row.paid)),
        Column::new(catalogue::text("finance.debt"), 16, |row, _| money(row.debt)),
        Column::new(catalogue::text("users.field.status"), 14, |row, lang| status_label(&row.status, lang)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

pub(crate) fn kind_label(code: &str, lang: domain::language::Language) -> Cell {
    let text = match ContractKind::parse(code) {
        Ok(ContractKind::Standard) => catalogue::text("finance.kind.STANDARD"),
        Ok(ContractKind::Raised) => catalogue::text("finance.kind.RAISED"),
        Ok(ContractKind::Super) => catalogue::text("finance.kind.SUPER"),
        Ok(ContractKind::Foreign) => catalogue::text("finance.kind.FOREIGN"),
        Err(_) => return export::text(code),
    };
    Cell::Text(text.get(lang).into())
}

pub(crate) fn status_label(code: &str, lang: domain::language::Language) -> Cell {
    let text = match DebtStatus::parse(code) {
        Ok(DebtStatus::Debtor) => catalogue::text("finance.status.DEBTOR"),
        Ok(DebtStatus::Settled) => catalogue::text("finance.status.SETTLED"),
        Ok(DebtStatus::Overpaid) => catalogue::text("finance.status.OVERPAID"),
        Err(_) => return export::text(code),
    };
    Cell::Text(text.get(lang).into())
}

/// The number is the next of the institution's year.
#[utoipa::path(
    tag = "finance",
    request_body = ContractWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ContractDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The student has a contract for the year", body = ErrorEnvelope),
        (status = 422, description = "A refused field, or no price (give the amount) or no base amount in force", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/finance/contracts/")]
pub async fn create_contract(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ContractWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let contract = run(&state, lang, move |s| CreateContract { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ContractDto::from(contract) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<ContractDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/finance/contracts/{id:\d+}/")]
pub async fn get_contract(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let contract = run(&state, lang, move |s| GetContract { finance: &*s.finance }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ContractDto::from(contract) }))
}

/// The student and the year stay; `ENDED` with `ended_on` prorates what the contract charges.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    request_body = ContractWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ContractDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/finance/contracts/{id:\d+}/")]
pub async fn update_contract(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ContractWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let contract = run(&state, lang, move |s| UpdateContract { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ContractDto::from(contract) }))
}

/// A contract with payments stays.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "The contract has payments", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/finance/contracts/{id:\d+}/")]
pub async fn delete_contract(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteContract { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

//! `/finance/payments/`: payments of contracts typed by hand; never beyond the debt unless a
//! prepayment.

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::finance::{CreatePayment, DeletePayment, GetPayment, ListPayments, UpdatePayment};
use application::ports::{Cell, PaymentQuery};
use domain::actor::{Actor, Scope};
use domain::finance::{Money, Payment, PaymentForm};
use domain::ids::{GroupId, InstitutionId};
use domain::validation::{parse_date, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::path_id;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{day, filter, version_of};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentDto {
    pub id: i64,
    pub institution_id: i64,
    pub contract_id: i64,
    /// "2026-0017".
    pub contract_number: String,
    pub student_name: String,
    pub edu_group_name: String,
    #[schema(format = Date)]
    pub date: String,
    /// Tiyin.
    pub amount: i64,
    pub document_number: String,
    pub prepayment: bool,
    pub version: i32,
}

impl From<Payment> for PaymentDto {
    fn from(p: Payment) -> Self {
        PaymentDto {
            id: p.id,
            institution_id: p.institution_id.get(),
            contract_id: p.contract_id,
            contract_number: p.contract_number,
            student_name: p.student_name,
            edu_group_name: p.edu_group_name,
            date: day(p.date),
            amount: p.amount.tiyin(),
            document_number: p.document_number,
            prepayment: p.prepayment,
            version: p.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PaymentWriteDto {
    /// A contract of the institution; fixed once the payment exists.
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub contract_id: i64,
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date: String,
    /// Tiyin, positive; at most the contract's debt unless `prepayment`.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 100_000_000_000_000_i64)]
    pub amount: i64,
    /// The bank's document (payment order) number.
    #[serde(default)]
    #[schema(max_length = 64)]
    pub document_number: String,
    /// A payment beyond the debt is taken only as a prepayment.
    #[serde(default)]
    pub prepayment: bool,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl PaymentWriteDto {
    fn form(&self) -> PaymentForm {
        PaymentForm {
            contract_id: self.contract_id,
            date: self.date.clone(),
            amount: self.amount,
            document_number: self.document_number.clone(),
            prepayment: self.prepayment,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PaymentFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(minimum = 1)]
    pub contract_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    /// `YYYY-MM-DD`, inclusive.
    #[param(format = Date)]
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`, inclusive.
    #[param(format = Date)]
    pub date_to: Option<String>,
}

fn query(list: &ListParams, filters: &PaymentFilters) -> Result<PaymentQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let contract_id = filter(&mut errors, "contract_id", filters.contract_id, |id| {
        if id > 0 {
            Ok(id)
        } else {
            Err(domain::validation::Invalid::NotPositiveId)
        }
    });
    let edu_group_id = filter(&mut errors, "edu_group_id", filters.edu_group_id, GroupId::new);
    let date_from = filter(&mut errors, "date_from", filters.date_from.as_deref(), parse_date);
    let date_to = filter(&mut errors, "date_to", filters.date_to.as_deref(), parse_date);
    errors.into_result()?;
    Ok(PaymentQuery {
        scope: Scope::Nowhere,
        institution_id,
        contract_id,
        edu_group_id,
        date_from,
        date_to,
        search: list.search(),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// The newest first; `search`: the document number, a student's name or a contract number.
#[utoipa::path(
    tag = "finance",
    params(ListParams, PaymentFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<PaymentDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/finance/payments/")]
pub async fn list_payments(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<PaymentFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("finance.payments.title");
        let sheet = Export { file: "payments", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListPayments { finance: &*s.finance }.execute(&session.actor, PaymentQuery { page, ..query.clone() })?.map(PaymentDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListPayments { finance: &*s.finance }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, PaymentDto::from)))
}

fn columns(actor: &Actor) -> Vec<Column<PaymentDto>> {
    let mut columns = vec![
        Column::new(catalogue::text("finance.contract.date"), 12, |row: &PaymentDto, _| export::date(&row.date)),
        Column::new(catalogue::text("finance.payment.contract"), 12, |row, _| export::text(&row.contract_number)),
        Column::new(catalogue::text("finance.contract.student"), 36, |row, _| export::text(&row.student_name)),
        Column::new(catalogue::text("finance.contract.group"), 14, |row, _| export::text(&row.edu_group_name)),
        Column::new(catalogue::text("finance.contract.amountColumn"), 16, |row, _| Cell::Amount(Money::from_stored(row.amount).as_soum())),
        Column::new(catalogue::text("export.finance.documentNumber"), 16, |row, _| export::text(&row.document_number)),
        Column::new(catalogue::text("finance.payment.prepayment"), 12, |row, lang| export::yes_no(row.prepayment, lang)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::id(), 8, |row, _| export::number(row.institution_id)));
    }
    columns
}

/// At most the contract's debt, unless `prepayment`.
#[utoipa::path(
    tag = "finance",
    request_body = PaymentWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<PaymentDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "A refused field, or an amount beyond the debt (`payment_beyond_debt`)", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/finance/payments/")]
pub async fn create_payment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<PaymentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let payment = run(&state, lang, move |s| CreatePayment { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: PaymentDto::from(payment) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PaymentDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/finance/payments/{id:\d+}/")]
pub async fn get_payment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let payment = run(&state, lang, move |s| GetPayment { finance: &*s.finance }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PaymentDto::from(payment) }))
}

/// The payment stays its contract's; the amount is checked against the debt without it.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    request_body = PaymentWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<PaymentDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/finance/payments/{id:\d+}/")]
pub async fn update_payment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<PaymentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let payment = run(&state, lang, move |s| UpdatePayment { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PaymentDto::from(payment) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/finance/payments/{id:\d+}/")]
pub async fn delete_payment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeletePayment { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

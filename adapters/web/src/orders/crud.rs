//! `/orders/` CRUD: a draft changes and goes freely; an applied order never does.

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::orders::{CreateOrder, DeleteOrder, GetOrder, ListOrders, UpdateOrder};
use application::ports::OrderQuery;
use domain::actor::{Actor, Scope};
use domain::ids::{InstitutionId, StudentId};
use domain::language::Language;
use domain::order::{OrderKind, OrderState};
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{OrderDto, OrderWriteDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::finance::path_id;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{filter, version_of};
use crate::state::AppState;
use application::ports::Cell;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OrderFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(value_type = Option<crate::codes::OrderKindCode>)]
    pub kind: Option<String>,
    #[param(value_type = Option<crate::codes::OrderStateCode>)]
    pub state: Option<String>,
    /// Orders naming this student.
    pub student_id: Option<i64>,
}

fn query(list: &ListParams, filters: &OrderFilters) -> Result<OrderQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let kind = filter(&mut errors, "kind", filters.kind.as_deref(), OrderKind::parse);
    let state = filter(&mut errors, "state", filters.state.as_deref(), OrderState::parse);
    let student_id = filter(&mut errors, "student_id", filters.student_id, StudentId::new);
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(OrderQuery { scope: Scope::Nowhere, institution_id, kind, state, student_id, search: list.search(), page: page.unwrap_or_default() })
}

/// Newest first; `search`: the number.
#[utoipa::path(
    tag = "orders",
    params(ListParams, OrderFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<OrderDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/orders/")]
pub async fn list_orders(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<OrderFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("orders.title");
        let sheet = Export { file: "orders", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListOrders { orders: &*s.orders }.execute(&session.actor, OrderQuery { page, ..query.clone() })?.map(OrderDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListOrders { orders: &*s.orders }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, OrderDto::from)))
}

pub(crate) fn kind_label(code: &str, lang: Language) -> Cell {
    match OrderKind::parse(code) {
        Ok(kind) => Cell::Text(kind.label(lang).into()),
        Err(_) => export::text(code),
    }
}

pub(crate) fn state_label(code: &str, lang: Language) -> Cell {
    let text = match OrderState::parse(code) {
        Ok(OrderState::Draft) => catalogue::text("orders.state.DRAFT"),
        Ok(OrderState::Applied) => catalogue::text("orders.state.APPLIED"),
        Ok(OrderState::Cancelled) => catalogue::text("orders.state.CANCELLED"),
        Err(_) => return export::text(code),
    };
    Cell::Text(text.get(lang).into())
}

fn columns(actor: &Actor) -> Vec<Column<OrderDto>> {
    let mut columns = vec![
        Column::new(catalogue::text("orders.number"), 12, |row: &OrderDto, _| export::text(&row.number)),
        Column::new(catalogue::text("orders.date"), 12, |row, _| export::date(&row.date)),
        Column::new(catalogue::text("orders.kind"), 30, |row, lang| kind_label(&row.kind, lang)),
        Column::new(catalogue::text("orders.purpose"), 40, |row, _| export::text(&row.purpose)),
        Column::new(catalogue::text("orders.students"), 10, |row, _| export::number(row.items.len() as i64)),
        Column::new(catalogue::text("orders.state"), 14, |row, lang| state_label(&row.state, lang)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

/// A draft naming living students of its institution.
#[utoipa::path(
    tag = "orders",
    request_body = OrderWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<OrderDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The number is taken in the institution's year", body = ErrorEnvelope),
        (status = 422, description = "A refused field, or a student the actor may not reach", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/orders/")]
pub async fn create_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<OrderWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let institution = body.institution_id;
    let order = run(&state, lang, move |s| CreateOrder { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: OrderDto::from(order) }))
}

#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<OrderDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/orders/{id:\d+}/")]
pub async fn get_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let order = run(&state, lang, move |s| GetOrder { orders: &*s.orders }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: OrderDto::from(order) }))
}

/// Replaces a draft whole; an applied or cancelled order answers 409 `order_not_draft`.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    request_body = OrderWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<OrderDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Not a draft, a stale version or a taken number", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/orders/{id:\d+}/")]
pub async fn update_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<OrderWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let order = run(&state, lang, move |s| UpdateOrder { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: OrderDto::from(order) }))
}

/// Only a draft; an applied order stays (409 `order_not_draft`).
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Not a draft", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/orders/{id:\d+}/")]
pub async fn delete_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteOrder { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

//! `/orders/{id}/apply/` and `/orders/{id}/cancel/`.

use actix_web::{post, web, HttpResponse};
use application::orders::{ApplyOrder, CancelOrder, ReversalForm};
use serde::Deserialize;
use utoipa::ToSchema;

use super::OrderDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::finance::path_id;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Every item's student changes in one transaction; one refused item (409 `order_item_refused`,
/// naming the student) refuses the whole order.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<OrderDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Not a draft, or an item refused (naming its student)", body = ErrorEnvelope),
        (status = 422, description = "A student or group the order may not reach, or a graduate not ready", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/orders/{id:\d+}/apply/")]
pub async fn apply_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let order = run(&state, lang, move |s| ApplyOrder { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: OrderDto::from(order) }))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ReversalDto {
    /// The reversing order's number, unique in the institution's year.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64)]
    pub number: String,
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date: String,
    #[serde(default)]
    #[schema(max_length = 2000)]
    pub basis: String,
}

/// Creates and applies the reversing order, which puts every student back where the order found
/// them; the original becomes CANCELLED. Answers the reversing order.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    request_body = ReversalDto,
    responses(
        (status = 201, body = inline(ResultBody<OrderDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Not applied, a reversal itself, a taken number, or a student moved on since", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/orders/{id:\d+}/cancel/")]
pub async fn cancel_order(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ReversalDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let form = ReversalForm { number: body.number.clone(), date: body.date.clone(), basis: body.basis.clone() };
    let order = run(&state, lang, move |s| CancelOrder { unit: &*s.unit }.execute(&session.actor, id, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: OrderDto::from(order) }))
}

//! `/orders/{id}/scan/`: the signed paper of an applied order, scanned and attached.

use actix_multipart::Multipart;
use actix_web::{get, post, web, HttpResponse};
use application::orders::{AttachOrderScan, OrderScanFile};
use domain::order::ScanType;
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
use crate::upload;

/// The form as the upload sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct OrderScanForm {
    /// A PDF, JPEG or PNG (by its content), at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// The signed scan of an applied (or since reversed) order, in place of any earlier one: a file
/// that is not a PDF, JPEG or PNG by its content (whatever its name) is refused with 422
/// `order_scan_not_document`, one over 5 MB with 413, a draft's with 409 `order_scan_of_draft`.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    request_body(content = OrderScanForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = inline(ResultBody<OrderDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "A draft is not signed yet", body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/orders/{id:\d+}/scan/")]
pub async fn upload_order_scan(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    multipart: Multipart,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let content = upload::file(multipart, ScanType::MAX_BYTES, lang).await?.content;
    let view = run(&state, lang, move |s| AttachOrderScan { unit: &*s.unit }.execute(&session.actor, id, &content, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: OrderDto::from(view) }))
}

/// The signed scan as it was uploaded, under its own type.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    responses(
        (status = 200, content_type = "application/octet-stream", description = "application/pdf, image/jpeg or image/png", body = Vec<u8>),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, description = "No such order, or it has no scan", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/orders/{id:\d+}/scan/")]
pub async fn order_scan(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let (view, kind, content) = run(&state, lang, move |s| OrderScanFile { orders: &*s.orders }.execute(&session.actor, id)).await?;
    // The number as typed may hold anything: of it only what cannot end the quoted header value.
    let number: String =
        view.order.draft.number.chars().map(|c| if c == '"' || c == '\\' || c.is_control() || !c.is_ascii() { '_' } else { c }).collect();
    Ok(HttpResponse::Ok()
        .content_type(kind.code())
        .insert_header(("Content-Disposition", format!("inline; filename=\"ORDER-{number}-signed.{}\"", kind.extension())))
        .body(content))
}

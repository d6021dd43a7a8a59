//! `/orders/{id}/pdf/` and the public `/reports/orders/{public_id}/` its QR code leads to.

use actix_web::{get, web, HttpResponse};
use application::orders::{PrintOrder, VerifyOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::finance::path_id;
use crate::language::Lang;
use crate::run::run;
use crate::science::day;
use crate::state::AppState;

/// The order typeset on A4 in the reader's language with its institution's header, its students
/// with their groups and the QR code of its public verification page.
#[utoipa::path(
    tag = "orders",
    params(("id" = i64, Path)),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/orders/{id:\d+}/pdf/")]
pub async fn order_pdf(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let (number, pdf) = run(&state, lang, move |s| {
        PrintOrder { orders: &*s.orders, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
            &session.actor,
            id,
            lang,
        )
    })
    .await?;
    Ok(crate::pdf::inline_pdf(&format!("ORDER-{number}.pdf"), pdf))
}

/// What the public page of an order shows: nothing about its students beyond their count.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderReportDto {
    pub number: String,
    #[schema(format = Date)]
    pub date: String,
    #[schema(value_type = crate::codes::OrderKindCode)]
    pub kind: String,
    #[schema(value_type = crate::codes::OrderStateCode)]
    pub state: String,
    pub institution: NameDto,
    pub students: i64,
}

/// Whether an order is genuine: its number, date, kind, state, institution and how many students it
/// names. An unknown or malformed id is 404 `document_not_found`.
#[utoipa::path(
    tag = "reports",
    params(("public_id" = String, Path, description = "The order's public id, a UUID")),
    responses(
        (status = 200, body = inline(ResultBody<OrderReportDto>)),
        (status = 404, body = ErrorEnvelope),
    )
)]
#[get("/reports/orders/{public_id}/")]
pub async fn order_report(state: web::Data<AppState>, Lang(lang): Lang, public_id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let public_id = public_id.into_inner();
    let view = run(&state, lang, move |s| VerifyOrder { orders: &*s.orders }.execute(&public_id)).await?;
    let draft = &view.order.draft;
    Ok(HttpResponse::Ok().json(ResultBody {
        result: OrderReportDto {
            number: draft.number.clone(),
            date: day(draft.date),
            kind: draft.kind.code().into(),
            state: view.order.state.code().into(),
            institution: NameDto::from(&view.institution_name),
            students: draft.items.len() as i64,
        },
    }))
}

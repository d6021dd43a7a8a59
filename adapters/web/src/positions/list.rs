use actix_web::{get, web, HttpResponse};
use application::ports::PositionQuery;
use application::positions::ListPositions;
use serde::Deserialize;
use utoipa::IntoParams;

use super::PositionDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionFilters {
    pub is_teaching: Option<bool>,
}

async fn list(
    state: web::Data<AppState>,
    session: application::session::Session,
    lang: domain::language::Language,
    list: web::Query<ListParams>,
    filters: web::Query<PositionFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = PositionQuery { search: list.search(), is_teaching: filters.is_teaching, page };
    if format.is_xlsx() {
        let sheet = Export { file: "positions", title: catalogue::text("positions.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = PositionQuery { page, ..query.clone() };
            Ok(ListPositions { positions: &*s.positions }.execute(&session.actor, query)?.map(PositionDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListPositions { positions: &*s.positions }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, PositionDto::from)))
}

/// Ordered by name.
#[utoipa::path(
    tag = "positions",
    params(ListParams, PositionFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<PositionDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/institution-positions/")]
pub async fn list_positions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    query: web::Query<ListParams>,
    filters: web::Query<PositionFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    list(state, session, lang, query, filters, format).await
}

/// The positions a staff form offers; the same catalogue as `/institution-positions/`.
#[utoipa::path(
    tag = "staff",
    params(ListParams, PositionFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<PositionDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/staffs/positions/")]
pub async fn list_staff_positions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    query: web::Query<ListParams>,
    filters: web::Query<PositionFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    list(state, session, lang, query, filters, format).await
}

/// The columns of the positions screen.
fn columns() -> Vec<Column<PositionDto>> {
    vec![
        Column::new(catalogue::text("finance.scholarshipType.name"), 40, |row: &PositionDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("positions.field.isTeaching"), 14, |row, lang| export::yes_no(row.is_teaching, lang)),
    ]
}

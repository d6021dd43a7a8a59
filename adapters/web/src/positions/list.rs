use actix_web::{get, web, HttpResponse};
use application::ports::PositionQuery;
use application::positions::ListPositions;
use serde::Deserialize;
use utoipa::IntoParams;

use super::PositionDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
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
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = PositionQuery { search: list.search(), is_teaching: filters.is_teaching, page };
    let page = run(&state, lang, move |s| ListPositions { positions: &*s.positions }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, PositionDto::from)))
}

/// Permission: `institution-position-view`, `staff-view`, `staff-add` or `staff-edit`. Ordered by name.
#[utoipa::path(
    tag = "positions",
    params(ListParams, PositionFilters),
    responses((status = 200, body = inline(ListBody<PositionDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/institution-positions/")]
pub async fn list_positions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    query: web::Query<ListParams>,
    filters: web::Query<PositionFilters>,
) -> Result<HttpResponse, ApiError> {
    list(state, session, lang, query, filters).await
}

/// Permission: `institution-position-view`, `staff-view`, `staff-add` or `staff-edit`. The positions
/// a staff form offers; the same catalogue as `/institution-positions/`.
#[utoipa::path(
    tag = "staff",
    params(ListParams, PositionFilters),
    responses((status = 200, body = inline(ListBody<PositionDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/staffs/positions/")]
pub async fn list_staff_positions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    query: web::Query<ListParams>,
    filters: web::Query<PositionFilters>,
) -> Result<HttpResponse, ApiError> {
    list(state, session, lang, query, filters).await
}

use actix_web::{get, web, HttpResponse};
use application::directions::ListDirections;
use application::ports::DirectionQuery;
use domain::institution::InstitutionType;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::DirectionDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DirectionFilters {
    /// `LYCEUM` or `HEI`.
    #[param(value_type = Option<crate::codes::InstitutionTypeCode>)]
    pub institution_type: Option<String>,
}

fn query(list: &ListParams, filters: &DirectionFilters) -> Result<DirectionQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_type = filters
        .institution_type
        .as_deref()
        .map(InstitutionType::parse)
        .transpose()
        .map_err(|e| errors.add("institution_type", e))
        .ok()
        .flatten();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(DirectionQuery { search: list.search(), institution_type, page: page.unwrap_or_default() })
}

/// Ordered by code.
#[utoipa::path(
    tag = "directions",
    params(ListParams, DirectionFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<DirectionDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/edu-directions/")]
pub async fn list_directions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<DirectionFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "directions", title: catalogue::text("directions.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = DirectionQuery { page, ..query.clone() };
            Ok(ListDirections { directions: &*s.directions }.execute(&session.actor, query)?.map(DirectionDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListDirections { directions: &*s.directions }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, DirectionDto::from)))
}

/// The columns of the directions screen.
fn columns() -> Vec<Column<DirectionDto>> {
    vec![
        Column::new(catalogue::text("directions.field.code"), 12, |row: &DirectionDto, _| export::text(&row.code)),
        Column::new(catalogue::text("finance.scholarshipType.name"), 48, |row, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("directions.field.institutionType"), 28, |row, lang| {
            export::label(&row.institution_type, labels::INSTITUTION_TYPE, lang)
        }),
    ]
}

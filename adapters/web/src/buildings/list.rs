use actix_web::{get, web, HttpResponse};
use application::buildings::ListBuildings;
use application::ports::{BuildingOrderField, BuildingQuery};
use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::BuildingDto;
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
pub struct BuildingFilters {
    pub institution_id: Option<i64>,
}

pub const ORDERINGS: [(&str, BuildingOrderField); 2] = [("id", BuildingOrderField::Id), ("name", BuildingOrderField::Name)];

fn query(list: &ListParams, filters: &BuildingFilters) -> Result<BuildingQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: BuildingOrderField::Name, descending: false };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result()?;
    Ok(BuildingQuery {
        scope: Scope::Nowhere,
        institution_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Institution-level roles see their institution's buildings.
#[utoipa::path(
    tag = "buildings",
    params(ListParams, BuildingFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<BuildingDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/buildings/")]
pub async fn list_buildings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<BuildingFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "buildings", title: catalogue::text("buildings.title"), columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = BuildingQuery { page, ..query.clone() };
            Ok(ListBuildings { buildings: &*s.buildings }.execute(&session.actor, query)?.map(BuildingDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListBuildings { buildings: &*s.buildings }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, BuildingDto::from)))
}

/// The columns of the buildings list screen; the institution for ministry-level roles only.
fn columns(actor: &Actor) -> Vec<Column<BuildingDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &BuildingDto, _| export::number(row.id)),
        Column::new(catalogue::text("buildings.field.name"), 30, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("buildings.field.address"), 40, |row, _| export::text(&row.address)),
        Column::new(catalogue::text("buildings.field.floors"), 10, |row, _| export::number(i64::from(row.floors))),
        Column::new(catalogue::text("buildings.field.roomsCount"), 10, |row, _| export::number(row.rooms_count)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

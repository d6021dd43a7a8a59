use actix_web::{get, web, HttpResponse};
use application::buildings::ListBuildings;
use application::ports::{BuildingOrderField, BuildingQuery};
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::BuildingDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
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
        page: page.unwrap_or_default(),
    })
}

/// Permission: `building-view`. Institution-level roles see their institution's buildings.
#[utoipa::path(
    tag = "buildings",
    params(ListParams, BuildingFilters),
    responses((status = 200, body = inline(ListBody<BuildingDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/buildings/")]
pub async fn list_buildings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<BuildingFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListBuildings { buildings: &*s.buildings }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, BuildingDto::from)))
}

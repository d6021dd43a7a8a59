use actix_web::{get, web, HttpResponse};
use application::institutions::ListInstitutions;
use application::ports::{InstitutionOrderField, InstitutionQuery};
use domain::actor::Scope;
use domain::institution::InstitutionType;
use domain::paging::Ordering;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::InstitutionDto;
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
pub struct InstitutionFilters {
    /// `LYCEUM` or `HEI`.
    #[serde(rename = "type")]
    #[param(rename = "type", value_type = Option<crate::codes::InstitutionTypeCode>)]
    pub kind: Option<String>,
    #[param(value_type = Option<crate::codes::RegionCode>)]
    pub region: Option<String>,
}

pub const ORDERINGS: [(&str, InstitutionOrderField); 3] =
    [("id", InstitutionOrderField::Id), ("name", InstitutionOrderField::Name), ("code", InstitutionOrderField::Code)];

fn query(list: &ListParams, filters: &InstitutionFilters) -> Result<InstitutionQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: InstitutionOrderField::Id, descending: false };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let kind = filters.kind.as_deref().map(InstitutionType::parse).transpose().map_err(|e| errors.add("type", e)).ok().flatten();
    if filters.region.as_deref().is_some_and(|region| !domain::institution::REGIONS.contains(&region)) {
        errors.add("region", Invalid::UnknownValue);
    }
    errors.into_result()?;
    Ok(InstitutionQuery {
        scope: Scope::Nowhere,
        search: list.search(),
        kind,
        region: filters.region.clone(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

#[utoipa::path(
    tag = "institutions",
    params(ListParams, InstitutionFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<InstitutionDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/institutions/")]
pub async fn list_institutions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<InstitutionFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "institutions", title: catalogue::text("institutions.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = InstitutionQuery { page, ..query.clone() };
            Ok(ListInstitutions { institutions: &*s.institutions }.execute(&session.actor, query)?.map(InstitutionDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListInstitutions { institutions: &*s.institutions }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, InstitutionDto::from)))
}

/// The columns of the institutions list screen.
fn columns() -> Vec<Column<InstitutionDto>> {
    vec![
        Column::new(export::id(), 8, |row: &InstitutionDto, _| export::number(row.id)),
        Column::new(catalogue::text("finance.scholarshipType.name"), 48, |row, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("institutions.field.shortName"), 16, |row, _| export::text(&row.short_name)),
        Column::new(catalogue::text("institutions.field.code"), 10, |row, _| export::text(&row.code)),
        Column::new(catalogue::text("institutions.field.type"), 28, |row, lang| export::label(&row.kind, labels::INSTITUTION_TYPE, lang)),
        Column::new(catalogue::text("institutions.field.region"), 24, |row, lang| export::label(&row.region, labels::REGION, lang)),
        Column::new(catalogue::text("institutions.field.phone"), 16, |row, _| export::text(&row.phone)),
    ]
}

use actix_web::{get, web, HttpResponse};
use application::class_hours::ListClassHours;
use application::ports::ClassHourQuery;
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::ClassHourDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClassHourFilters {
    pub institution_id: Option<i64>,
}

fn query(list: &ListParams, filters: &ClassHourFilters) -> Result<ClassHourQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result()?;
    Ok(ClassHourQuery { scope: Scope::Nowhere, institution_id, page: page.unwrap_or_default() })
}

/// Permission: `class-hour-view`. Ordered by number.
#[utoipa::path(
    tag = "class-hours",
    params(ListParams, ClassHourFilters),
    responses((status = 200, body = inline(ListBody<ClassHourDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/class-hours/")]
pub async fn list_class_hours(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ClassHourFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListClassHours { class_hours: &*s.class_hours }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ClassHourDto::from)))
}

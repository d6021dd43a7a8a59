use actix_web::{get, web, HttpResponse};
use application::ports::{StaffOrderField, StaffQuery};
use application::staff::ListStaff;
use domain::actor::Scope;
use domain::ids::{InstitutionId, PositionId};
use domain::paging::Ordering;
use domain::staff::StaffStatus;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::StaffDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StaffFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    /// `ACTIVE` or `INACTIVE`.
    #[param(value_type = Option<crate::codes::StaffStatusCode>)]
    pub status: Option<String>,
    pub position_id: Option<i64>,
    /// Only staff teaching this subject.
    pub edu_subject_id: Option<i64>,
}

pub const ORDERINGS: [(&str, StaffOrderField); 2] = [("id", StaffOrderField::Id), ("full_name", StaffOrderField::FullName)];

/// The query a list call describes; `search` matches a name or the beginning of a PINFL.
pub(super) fn query(list: &ListParams, filters: &StaffFilters) -> Result<StaffQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: StaffOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let position_id = filters.position_id.map(PositionId::new).transpose().map_err(|e| errors.add("position_id", e)).ok().flatten();
    let status = match filters.status.as_deref() {
        None => None,
        Some(code) => StaffStatus::parse(code).or_else(|| {
            errors.add("status", Invalid::UnknownValue);
            None
        }),
    };
    if filters.edu_subject_id.is_some_and(|id| id <= 0) {
        errors.add("edu_subject_id", Invalid::NotPositiveId);
    }
    errors.into_result()?;
    Ok(StaffQuery {
        scope: Scope::Nowhere,
        institution_id,
        status,
        position_id,
        teachers_only: false,
        edu_subject_id: filters.edu_subject_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        page: page.unwrap_or_default(),
    })
}

/// Permission: `staff-view`. Institution-level roles see their institution's staff.
#[utoipa::path(
    tag = "staff",
    params(ListParams, StaffFilters),
    responses((status = 200, body = inline(ListBody<StaffDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/staffs/")]
pub async fn list_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StaffFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListStaff { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StaffDto::from)))
}

use actix_web::{get, web, HttpResponse};
use application::ports::{StaffOrderField, StaffQuery};
use application::science::ListScienceStaff;
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::paging::Ordering;
use domain::staff::StaffMember;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// A staff member as an author, a member or a supervisor is chosen.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScienceStaffDto {
    pub id: i64,
    pub institution_id: i64,
    pub full_name: String,
}

impl From<StaffMember> for ScienceStaffDto {
    fn from(member: StaffMember) -> Self {
        let c = &member.citizen.details;
        let full_name = [c.last_name.as_str(), &c.first_name, &c.middle_name].iter().filter(|p| !p.is_empty()).copied().collect::<Vec<_>>();
        ScienceStaffDto { id: member.id.get(), institution_id: member.institution_id.get(), full_name: full_name.join(" ") }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScienceStaffFilters {
    /// Ministry-level roles only; an institution-level role sees its own staff.
    pub institution_id: Option<i64>,
}

/// The living staff of the caller's institution by name (`search`: a name or the beginning of a
/// PINFL), to choose authors, members and supervisors from.
#[utoipa::path(
    tag = "science",
    params(ListParams, ScienceStaffFilters),
    responses((status = 200, body = inline(ListBody<ScienceStaffDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/science/staff/")]
pub async fn list_science_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ScienceStaffFilters>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id = super::filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = StaffQuery {
        scope: Scope::Nowhere,
        institution_id,
        status: Some(domain::staff::StaffStatus::Active),
        position_id: None,
        teachers_only: false,
        edu_subject_id: None,
        indexed_publications_year: None,
        search: list.search(),
        ordering: Ordering { field: StaffOrderField::FullName, descending: false },
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    };
    let page = run(&state, lang, move |s| ListScienceStaff { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ScienceStaffDto::from)))
}

use actix_web::{get, web, HttpResponse};
use application::staff::ListTeachers;

use super::list::{query, StaffFilters};
use super::StaffDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// Permission: `staff-view-teacher`. Staff holding at least one teaching position.
#[utoipa::path(
    tag = "staff",
    params(ListParams, StaffFilters),
    responses((status = 200, body = inline(ListBody<StaffDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/staffs/teachers/")]
pub async fn list_teachers(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StaffFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListTeachers { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StaffDto::from)))
}

use actix_web::{get, web, HttpResponse};
use application::ports::StaffQuery;
use application::staff::ListTeachers;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::list::{columns, query, StaffFilters};
use super::StaffDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// What the science office rates teachers by.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IndexedPublicationsFilter {
    /// Only teachers with a verified publication of this year indexed in Scopus or the Web of Science.
    #[param(minimum = 1990, maximum = 2100)]
    pub indexed_publications_year: Option<i64>,
}

/// Staff holding at least one teaching position.
#[utoipa::path(
    tag = "staff",
    params(ListParams, StaffFilters, IndexedPublicationsFilter, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<StaffDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/staffs/teachers/")]
pub async fn list_teachers(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StaffFilters>,
    indexed: web::Query<IndexedPublicationsFilter>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let year = indexed.indexed_publications_year.map(domain::science::reading::filter_year).transpose();
    let year = year.map_err(|e| ApiError::new(ValidationErrors::single("indexed_publications_year", e).into(), lang))?;
    let query = StaffQuery { indexed_publications_year: year, ..query };
    if format.is_xlsx() {
        let title = catalogue::text("staff.teachers.title");
        let sheet = Export { file: "teachers", title, columns: columns(&session.actor, true) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListTeachers { staff: &*s.staff }.execute(&session.actor, StaffQuery { page, ..query.clone() })?.map(StaffDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListTeachers { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StaffDto::from)))
}

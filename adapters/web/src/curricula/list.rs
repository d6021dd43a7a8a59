use actix_web::{get, web, HttpResponse};
use application::curricula::ListCurricula;
use application::ports::{CurriculumOrderField, CurriculumQuery};
use domain::actor::Scope;
use domain::curriculum::CurriculumStatus;
use domain::ids::{DirectionId, InstitutionId};
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::CurriculumDto;
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
pub struct CurriculumFilters {
    /// `NEW`, `APPROVED`, `INACTIVE` or `ARCHIVED`.
    #[param(value_type = Option<crate::codes::CurriculumStatusCode>)]
    pub status: Option<String>,
    pub edu_direction_id: Option<i64>,
    /// Ministry roles only; institution roles always see their own institution.
    pub institution_id: Option<i64>,
}

pub const ORDERINGS: [(&str, CurriculumOrderField); 4] = [
    ("id", CurriculumOrderField::Id),
    ("name", CurriculumOrderField::Name),
    ("start_year", CurriculumOrderField::StartYear),
    ("status", CurriculumOrderField::Status),
];

fn query(list: &ListParams, filters: &CurriculumFilters) -> Result<CurriculumQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: CurriculumOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let status = filters
        .status
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .map(CurriculumStatus::parse)
        .transpose()
        .map_err(|e| errors.add("status", e))
        .ok()
        .flatten();
    let edu_direction_id =
        filters.edu_direction_id.map(DirectionId::new).transpose().map_err(|e| errors.add("edu_direction_id", e)).ok().flatten();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result()?;
    Ok(CurriculumQuery {
        scope: Scope::Nowhere,
        institution_id,
        status,
        edu_direction_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Ministry roles see every institution's curricula and may filter by `institution_id`; institution
/// roles see their own. Search by name; newest first unless `ordering` says otherwise (`id`,
/// `name`, `start_year`, `status`).
#[utoipa::path(
    tag = "curricula",
    params(ListParams, CurriculumFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<CurriculumDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/curriculums/")]
pub async fn list_curricula(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<CurriculumFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("curricula.title");
        return export::export(&state, lang, Export { file: "curricula", title, columns: columns() }, move |s, page| {
            let query = CurriculumQuery { page, ..query.clone() };
            Ok(ListCurricula { curricula: &*s.curricula }.execute(&session.actor, query)?.map(|c| CurriculumDto::from(&c)))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListCurricula { curricula: &*s.curricula }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |c| CurriculumDto::from(&c))))
}

/// The columns of the curricula list screen.
fn columns() -> Vec<Column<CurriculumDto>> {
    vec![
        Column::new(export::id(), 8, |row: &CurriculumDto, _| export::number(row.id)),
        Column::new(catalogue::text("curricula.field.name"), 36, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("curricula.field.direction"), 40, |row, lang| {
            export::text(&format!("{} — {}", row.edu_direction.code, export::name_of(&row.edu_direction.name, lang)))
        }),
        Column::new(catalogue::text("curricula.field.years"), 12, |row, _| export::text(&format!("{}–{}", row.start_year, row.end_year))),
        Column::new(catalogue::text("curricula.field.eduForm"), 14, |row, lang| export::label(&row.edu_form, labels::EDU_FORM, lang)),
        Column::new(catalogue::text("curricula.field.language"), 14, |row, lang| {
            export::label(&row.edu_language, labels::EDU_LANGUAGE, lang)
        }),
        Column::new(catalogue::text("curricula.field.semesters"), 10, |row, _| export::number(i64::from(row.number_of_semesters))),
        Column::new(catalogue::text("curricula.field.status"), 14, |row, lang| export::label(&row.status, labels::CURRICULUM_STATUS, lang)),
    ]
}

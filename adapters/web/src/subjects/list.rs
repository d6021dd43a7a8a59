use actix_web::{get, web, HttpResponse};
use application::ports::SubjectQuery;
use application::subjects::ListSubjects;
use domain::ids::SubjectTypeId;
use domain::subject::SubjectOrder;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::SubjectDto;
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
pub struct SubjectFilters {
    pub edu_subject_type_id: Option<i64>,
}

fn query(list: &ListParams, filters: &SubjectFilters) -> Result<SubjectQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = SubjectOrder::parse(list.ordering.as_deref()).map_err(|e| errors.merge("query", e)).ok();
    let subject_type_id = errors.check("edu_subject_type_id", filters.edu_subject_type_id.map(SubjectTypeId::new).transpose()).flatten();
    errors.into_result()?;
    match (page, ordering) {
        (Some(page), Some(ordering)) => Ok(SubjectQuery { search: list.search(), subject_type_id, ordering, page }),
        _ => Err(ValidationErrors::single("query", domain::validation::Invalid::UnknownValue)),
    }
}

/// `search` in the code or any name; `ordering` `name` (default), `code` or `study_hours`, `-` for
/// descending.
#[utoipa::path(
    tag = "subjects",
    params(ListParams, SubjectFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<SubjectDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/edu-subjects/")]
pub async fn list_subjects(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<SubjectFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "subjects", title: catalogue::text("reports.field.subjects"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = SubjectQuery { page, ..query.clone() };
            Ok(ListSubjects { subjects: &*s.subjects }.execute(&session.actor, query)?.map(SubjectDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListSubjects { subjects: &*s.subjects }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, SubjectDto::from)))
}

/// The columns of the subjects list screen.
fn columns() -> Vec<Column<SubjectDto>> {
    vec![
        Column::new(catalogue::text("audit.field.institution.code"), 12, |row: &SubjectDto, _| export::text(&row.code)),
        Column::new(catalogue::text("finance.scholarshipType.name"), 40, |row, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("audit.entity.edu_subject_type"), 30, |row, lang| export::name(&row.edu_subject_type.name, lang)),
        Column::new(catalogue::text("eduSubjects.field.studyHours"), 10, |row, _| export::number(i64::from(row.study_hours))),
    ]
}

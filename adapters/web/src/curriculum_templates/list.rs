use actix_web::{get, web, HttpResponse};
use application::curriculum_templates::ListCurriculumTemplates;
use application::ports::CurriculumTemplateQuery;
use domain::ids::DirectionId;
use domain::institution::InstitutionType;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::CurriculumTemplateDto;
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
pub struct CurriculumTemplateFilters {
    pub edu_direction_id: Option<i64>,
    /// `LYCEUM` or `HEI`.
    #[param(value_type = Option<crate::codes::InstitutionTypeCode>)]
    pub institution_type: Option<String>,
}

fn query(list: &ListParams, filters: &CurriculumTemplateFilters) -> Result<CurriculumTemplateQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let direction_id = errors.check("edu_direction_id", filters.edu_direction_id.map(DirectionId::new).transpose()).flatten();
    let kind = filters.institution_type.as_deref().map(InstitutionType::parse).transpose();
    let institution_type = errors.check("institution_type", kind).flatten();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(CurriculumTemplateQuery { search: list.search(), direction_id, institution_type, page: page.unwrap_or_default() })
}

/// Ordered by name; `search` in any name; each with its subjects.
#[utoipa::path(
    tag = "curriculum-templates",
    params(ListParams, CurriculumTemplateFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<CurriculumTemplateDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/curriculum-templates/")]
pub async fn list_curriculum_templates(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<CurriculumTemplateFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "curriculum-templates", title: catalogue::text("curriculumTemplates.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = CurriculumTemplateQuery { page, ..query.clone() };
            Ok(ListCurriculumTemplates { templates: &*s.curriculum_templates }
                .execute(&session.actor, query)?
                .map(CurriculumTemplateDto::from))
        })
        .await;
    }
    let page =
        run(&state, lang, move |s| ListCurriculumTemplates { templates: &*s.curriculum_templates }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, CurriculumTemplateDto::from)))
}

/// The columns of the model curricula screen.
fn columns() -> Vec<Column<CurriculumTemplateDto>> {
    vec![
        Column::new(catalogue::text("finance.scholarshipType.name"), 40, |row: &CurriculumTemplateDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("curriculumTemplates.field.direction"), 40, |row, lang| match &row.edu_direction {
            Some(direction) => export::text(&format!("{} — {}", direction.code, export::name_of(&direction.name, lang))),
            None => export::text(""),
        }),
        Column::new(catalogue::text("curriculumTemplates.field.institutionType"), 28, |row, lang| {
            export::label(&row.institution_type, labels::INSTITUTION_TYPE, lang)
        }),
        Column::new(catalogue::text("curriculumTemplates.field.semesters"), 10, |row, _| {
            export::number(i64::from(row.number_of_semesters))
        }),
        Column::new(catalogue::text("curriculumTemplates.field.subjectsCount"), 10, |row, _| export::number(row.subjects.len() as i64)),
    ]
}

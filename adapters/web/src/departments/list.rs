use std::sync::OnceLock;

use actix_web::{get, web, HttpResponse};
use application::departments::ListDepartments;
use application::ports::DepartmentQuery;
use domain::actor::{Actor, Scope};
use domain::department::DepartmentKind;
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::DepartmentDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::WithInstitution;
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DepartmentFilters {
    pub institution_id: Option<i64>,
    /// `FACULTY`, `CHAIR` or `SECTION`.
    #[param(value_type = Option<crate::codes::DepartmentKindCode>)]
    pub kind: Option<String>,
}

fn query(list: &ListParams, filters: &DepartmentFilters) -> Result<DepartmentQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let kind = filters.kind.as_deref().map(DepartmentKind::parse).transpose().map_err(|e| errors.add("kind", e)).ok().flatten();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(DepartmentQuery { scope: Scope::Nowhere, institution_id, kind, search: list.search(), page: page.unwrap_or_default() })
}

/// Institution-level roles see their institution's.
#[utoipa::path(
    tag = "departments",
    params(ListParams, DepartmentFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<DepartmentDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/institution-departments/")]
pub async fn list_departments(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<DepartmentFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet =
            Export { file: "institution-departments", title: catalogue::text("departments.title"), columns: columns(&session.actor) };
        let names = OnceLock::new();
        return export::export(&state, lang, sheet, move |s, page| {
            let query = DepartmentQuery { page, ..query.clone() };
            let rows = ListDepartments { departments: &*s.departments }.execute(&session.actor, query)?.map(DepartmentDto::from);
            Ok(export::with_institutions(rows, export::institution_names(s, &session.actor, &names)?, |row| row.institution_id))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListDepartments { departments: &*s.departments }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, DepartmentDto::from)))
}

/// The columns of the institution departments screen; the institution for ministry-level roles.
fn columns(actor: &Actor) -> Vec<Column<WithInstitution<DepartmentDto>>> {
    let mut columns = vec![
        Column::new(catalogue::text("finance.scholarshipType.name"), 48, |(row, _): &WithInstitution<DepartmentDto>, lang| {
            export::name(&row.name, lang)
        }),
        Column::new(catalogue::text("departments.field.kind"), 14, |(row, _), lang| {
            export::label(&row.kind, labels::DEPARTMENT_KIND, lang)
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(export::institution_column(catalogue::text("departments.field.institution")));
    }
    columns
}

use std::collections::HashMap;
use std::sync::OnceLock;

use actix_web::{get, web, HttpResponse};
use application::ministry_departments::ListMinistryDepartments;
use application::ports::MinistryDepartmentQuery;
use domain::ids::MinistryDepartmentId;
use domain::paging::PageRequest;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::MinistryDepartmentDto;
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
pub struct MinistryDepartmentFilters {
    pub parent_id: Option<i64>,
}

fn query(list: &ListParams, filters: &MinistryDepartmentFilters) -> Result<MinistryDepartmentQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let parent_id = filters.parent_id.map(MinistryDepartmentId::new).transpose().map_err(|e| errors.add("parent_id", e)).ok().flatten();
    errors.into_result()?;
    // `page` is `None` only with an error, answered above.
    // Never the default: a refused page returned with the errors above.
    Ok(MinistryDepartmentQuery { search: list.search(), parent_id, page: page.unwrap_or_default() })
}

#[utoipa::path(
    tag = "ministry-departments",
    params(ListParams, MinistryDepartmentFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<MinistryDepartmentDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/ministry-departments/")]
pub async fn list_ministry_departments(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<MinistryDepartmentFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "ministry-departments", title: catalogue::text("ministryDepartments.title"), columns: columns() };
        let children = OnceLock::new();
        return export::export(&state, lang, sheet, move |s, page| {
            let list = ListMinistryDepartments { departments: &*s.ministry_departments };
            let rows = list.execute(&session.actor, MinistryDepartmentQuery { page, ..query.clone() })?.map(MinistryDepartmentDto::from);
            // How many departments sit directly under each, counted over the whole tree as the screen
            // does, once per file; a failed count fails the file rather than writing zeros.
            let children = match children.get() {
                Some(children) => children,
                None => {
                    let whole = MinistryDepartmentQuery { search: None, parent_id: None, page: PageRequest::largest() };
                    let mut counts: HashMap<i64, i64> = HashMap::new();
                    for department in list.execute(&session.actor, whole)?.items {
                        if let Some(parent) = MinistryDepartmentDto::from(department).parent_id {
                            *counts.entry(parent).or_default() += 1;
                        }
                    }
                    children.get_or_init(|| counts)
                }
            };
            Ok(rows.map(|row| {
                // A department nothing sits under is not in the counts.
                let count = children.get(&row.id).copied().unwrap_or(0);
                (row, count)
            }))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListMinistryDepartments { departments: &*s.ministry_departments }.execute(&session.actor, query))
        .await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, MinistryDepartmentDto::from)))
}

/// The columns of the ministry departments screen: each department and how many sit under it.
fn columns() -> Vec<Column<(MinistryDepartmentDto, i64)>> {
    vec![
        Column::new(catalogue::text("finance.scholarshipType.name"), 48, |(row, _): &(MinistryDepartmentDto, i64), lang| {
            export::name(&row.name, lang)
        }),
        Column::new(catalogue::text("ministryDepartments.field.children"), 12, |(_, children), _| export::number(*children)),
    ]
}

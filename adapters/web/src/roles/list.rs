use actix_web::{get, web, HttpResponse};
use application::ports::{RoleOrderField, RoleQuery};
use application::roles::ListRoles;
use domain::paging::Ordering;
use domain::role::RoleLevel;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::RoleDto;
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
pub struct RoleFilters {
    /// `MINISTRY` or `INSTITUTION`.
    #[param(value_type = Option<crate::codes::RoleLevelCode>)]
    pub level: Option<String>,
}

pub const ORDERINGS: [(&str, RoleOrderField); 2] = [("id", RoleOrderField::Id), ("name", RoleOrderField::Name)];

fn query(list: &ListParams, filters: &RoleFilters) -> Result<RoleQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: RoleOrderField::Id, descending: false };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let level = filters.level.as_deref().map(RoleLevel::parse).transpose().map_err(|e| errors.add("level", e)).ok().flatten();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(RoleQuery { search: list.search(), level, ordering: ordering.unwrap_or(default), page: page.unwrap_or_default() })
}

/// Whoever adds or edits users reads them to pick roles in the user form.
#[utoipa::path(
    tag = "roles",
    params(ListParams, RoleFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<RoleDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/roles/")]
pub async fn list_roles(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<RoleFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "roles", title: catalogue::text("users.field.roles"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = RoleQuery { page, ..query.clone() };
            Ok(ListRoles { roles: &*s.roles }.execute(&session.actor, query)?.map(RoleDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListRoles { roles: &*s.roles }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, RoleDto::from)))
}

/// The columns of the roles list screen.
fn columns() -> Vec<Column<RoleDto>> {
    vec![
        Column::new(export::id(), 8, |row: &RoleDto, _| export::number(row.id)),
        Column::new(catalogue::text("finance.scholarshipType.name"), 30, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("roles.field.level"), 24, |row, lang| export::label(&row.level, labels::ROLE_LEVEL, lang)),
        Column::new(catalogue::text("roles.field.permissionCount"), 12, |row, _| export::number(row.permissions.len() as i64)),
    ]
}

use actix_web::{get, web, HttpResponse};
use application::ports::{UserOrderField, UserQuery};
use application::users::ListUsers;
use domain::actor::Scope;
use domain::ids::{InstitutionId, RoleId};
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::UserDto;
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
pub struct UserFilters {
    pub role_id: Option<i64>,
    pub institution_id: Option<i64>,
    pub is_active: Option<bool>,
}

pub const ORDERINGS: [(&str, UserOrderField); 4] = [
    ("id", UserOrderField::Id),
    ("name", UserOrderField::Name),
    ("username", UserOrderField::Username),
    ("last_login_at", UserOrderField::LastLoginAt),
];

fn query(list: &ListParams, filters: &UserFilters) -> Result<UserQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, Ordering { field: UserOrderField::Id, descending: true })
        .map_err(|e| errors.merge("query", e))
        .ok();
    let role_id = filters.role_id.map(RoleId::new).transpose().map_err(|e| errors.add("role_id", e)).ok().flatten();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result()?;
    Ok(UserQuery {
        scope: Scope::Nowhere,
        search: list.search(),
        role_id,
        institution_id,
        is_active: filters.is_active,
        ordering: ordering.unwrap_or(Ordering { field: UserOrderField::Id, descending: true }),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

#[utoipa::path(
    tag = "users",
    params(ListParams, UserFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<UserDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/users/")]
pub async fn list_users(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<UserFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "users", title: catalogue::text("users.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListUsers { users: &*s.users }.execute(&session.actor, UserQuery { page, ..query.clone() })?.map(UserDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListUsers { users: &*s.users }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, UserDto::from)))
}

/// The columns of the users list screen.
fn columns() -> Vec<Column<UserDto>> {
    vec![
        Column::new(export::id(), 8, |row: &UserDto, _| export::number(row.id)),
        Column::new(catalogue::text("users.field.name"), 32, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("users.field.username"), 16, |row, _| export::text(&row.username)),
        Column::new(catalogue::text("users.field.roles"), 30, |row, _| export::joined(row.roles.iter().map(|r| r.name.as_str()), ", ")),
        Column::new(catalogue::text("users.field.institutions"), 40, |row, lang| {
            export::joined(row.institutions.iter().map(|i| export::name_of(&i.name, lang)), ", ")
        }),
        Column::new(catalogue::text("users.field.status"), 12, |row, lang| {
            export::label(if row.is_active { "ACTIVE" } else { "INACTIVE" }, labels::ACTIVE, lang)
        }),
        Column::new(catalogue::text("users.field.lastLogin"), 18, |row, _| export::moment(row.last_login_at.as_ref())),
    ]
}

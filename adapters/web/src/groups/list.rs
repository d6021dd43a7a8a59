use actix_web::{get, web, HttpResponse};
use application::groups::ListGroups;
use application::ports::{GroupOrderField, GroupQuery};
use domain::actor::Scope;
use domain::ids::{CurriculumId, DirectionId, InstitutionId};
use domain::paging::Ordering;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{GroupDto, GroupStatusDto};
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
pub struct GroupFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    #[param(minimum = 1, maximum = 6)]
    pub course: Option<i64>,
    pub status: Option<GroupStatusDto>,
    pub curriculum_id: Option<i64>,
    pub edu_direction_id: Option<i64>,
}

pub const ORDERINGS: [(&str, GroupOrderField); 4] = [
    ("id", GroupOrderField::Id),
    ("name", GroupOrderField::Name),
    ("course", GroupOrderField::Course),
    ("opened_year", GroupOrderField::OpenedYear),
];

fn query(list: &ListParams, filters: &GroupFilters) -> Result<GroupQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: GroupOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let curriculum_id = filters.curriculum_id.map(CurriculumId::new).transpose().map_err(|e| errors.add("curriculum_id", e)).ok().flatten();
    let edu_direction_id =
        filters.edu_direction_id.map(DirectionId::new).transpose().map_err(|e| errors.add("edu_direction_id", e)).ok().flatten();
    let course = match filters.course {
        Some(course) if !(1..=domain::group::MAX_COURSE).contains(&course) => {
            errors.add("course", Invalid::OutOfRange { min: 1, max: domain::group::MAX_COURSE });
            None
        }
        course => course.map(|c| c as i32),
    };
    errors.into_result()?;
    Ok(GroupQuery {
        scope: Scope::Nowhere,
        institution_id,
        course,
        status: filters.status.map(Into::into),
        curriculum_id,
        edu_direction_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Institution-level roles see their institution's groups.
#[utoipa::path(
    tag = "groups",
    params(ListParams, GroupFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<GroupDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/edu-groups/")]
pub async fn list_groups(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<GroupFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "groups", title: catalogue::text("groups.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = GroupQuery { page, ..query.clone() };
            Ok(ListGroups { groups: &*s.group_queries }.execute(&session.actor, query)?.map(GroupDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListGroups { groups: &*s.group_queries }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, GroupDto::from)))
}

/// The columns of the groups list screen.
fn columns() -> Vec<Column<GroupDto>> {
    vec![
        Column::new(export::id(), 8, |row: &GroupDto, _| export::number(row.id)),
        Column::new(catalogue::text("groups.field.name"), 20, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("groups.field.course"), 8, |row, _| export::number(i64::from(row.course))),
        Column::new(catalogue::text("groups.field.semester"), 10, |row, _| export::number(i64::from(row.current_semester))),
        Column::new(catalogue::text("groups.field.curriculum"), 36, |row, _| export::text(&row.curriculum.name)),
        Column::new(catalogue::text("groups.field.students"), 14, |row, _| {
            export::text(&format!("{} / {}", row.current_number_of_students, row.number_of_students))
        }),
        Column::new(catalogue::text("groups.field.status"), 12, |row, lang| {
            let code = match row.status {
                GroupStatusDto::Active => "ACTIVE",
                GroupStatusDto::Inactive => "INACTIVE",
            };
            export::label(code, labels::ACTIVE, lang)
        }),
    ]
}

use actix_web::{get, web, HttpResponse};
use application::ports::{ProjectOrder, ProjectQuery};
use application::science::projects::ListProjects;
use domain::actor::{Actor, Scope};
use domain::ids::{InstitutionId, StaffId};
use domain::paging::Ordering;
use domain::science::reading::filter_year;
use domain::science::{Amount, ProjectKind};
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::ProjectDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;
use application::ports::Cell;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProjectFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(value_type = Option<crate::science::codes::ProjectKindCode>)]
    pub kind: Option<String>,
    /// Projects running in any part of this year.
    #[param(minimum = 1990, maximum = 2100)]
    pub year: Option<i64>,
    /// Funded from abroad (`true`) or at home (`false`).
    pub foreign: Option<bool>,
    /// Projects this staff member works on.
    pub staff_id: Option<i64>,
}

pub const ORDERINGS: [(&str, ProjectOrder); 3] =
    [("id", ProjectOrder::Id), ("name", ProjectOrder::Name), ("date_from", ProjectOrder::DateFrom)];

fn query(list: &ListParams, filters: &ProjectFilters) -> Result<ProjectQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: ProjectOrder::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let kind = filter(&mut errors, "kind", filters.kind.as_deref(), ProjectKind::parse);
    let year = filter(&mut errors, "year", filters.year, filter_year);
    let staff_id = filter(&mut errors, "staff_id", filters.staff_id, StaffId::new);
    errors.into_result()?;
    Ok(ProjectQuery {
        scope: Scope::Nowhere,
        institution_id,
        kind,
        year,
        foreign: filters.foreign,
        staff_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search`: the name or the number.
#[utoipa::path(
    tag = "science",
    params(ListParams, ProjectFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<ProjectDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/projects/")]
pub async fn list_projects(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ProjectFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("science.projects.title");
        let sheet = Export { file: "science-projects", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListProjects { science: &*s.science }.execute(&session.actor, ProjectQuery { page, ..query.clone() })?.map(ProjectDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListProjects { science: &*s.science }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ProjectDto::from)))
}

fn columns(actor: &Actor) -> Vec<Column<ProjectDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &ProjectDto, _| export::number(row.id)),
        Column::new(catalogue::text("orders.number"), 16, |row, _| export::text(&row.number)),
        Column::new(catalogue::text("export.science.projects.project"), 50, |row, _| export::text(&row.name)),
        Column::new(catalogue::text("orders.kind"), 24, |row, lang| {
            Cell::Text(ProjectKind::from_stored(&row.kind).label().get(lang).into())
        }),
        // A project without a leader: an empty cell.
        Column::new(catalogue::text("science.memberRole.LEADER"), 30, |row, _| export::text(row.leader.as_deref().unwrap_or_default())),
        Column::new(catalogue::text("export.science.projects.start"), 12, |row, _| export::date(&row.date_from)),
        Column::new(catalogue::text("export.science.projects.end"), 12, |row, _| export::date(&row.date_to)),
        Column::new(catalogue::text("export.science.projects.foreign"), 10, |row, lang| export::yes_no(row.foreign, lang)),
        Column::new(catalogue::text("science.project.currency"), 10, |row, _| export::text(&row.currency)),
        Column::new(catalogue::text("science.project.totalFunding"), 18, |row, _| {
            Cell::Amount(Amount::from_stored(row.total_funding).as_major())
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

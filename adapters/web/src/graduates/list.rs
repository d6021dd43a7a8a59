use actix_web::{get, web, HttpResponse};
use application::graduates::ListGraduates;
use application::ports::{GraduateOrderField, GraduateQuery};
use domain::actor::Scope;
use domain::ids::{GroupId, InstitutionId};
use domain::paging::Ordering;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{GraduateListItemDto, GraduateStageDto};
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
pub struct GraduateFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    /// Absent: candidates and graduates both.
    pub status: Option<GraduateStageDto>,
}

pub const ORDERINGS: [(&str, GraduateOrderField); 2] = [("id", GraduateOrderField::Id), ("fio", GraduateOrderField::Fio)];

fn query(list: &ListParams, filters: &GraduateFilters) -> Result<GraduateQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: GraduateOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let edu_group_id = filters.edu_group_id.map(GroupId::new).transpose().map_err(|e| errors.add("edu_group_id", e)).ok().flatten();
    errors.into_result()?;
    Ok(GraduateQuery {
        scope: Scope::Nowhere,
        institution_id,
        stage: filters.status.map(Into::into),
        edu_group_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// The students of final-semester groups (candidates: ACTIVE in a group whose current semester is
/// its curriculum's last) and the graduated. `search` matches a name or the beginning of a PINFL;
/// `ordering` is `fio` or `-id`.
#[utoipa::path(
    tag = "graduates",
    params(ListParams, GraduateFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<GraduateListItemDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/graduates/")]
pub async fn list_graduates(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<GraduateFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "graduates", title: catalogue::text("graduates.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = GraduateQuery { page, ..query.clone() };
            Ok(ListGraduates { graduates: &*s.graduate_queries }.execute(&session.actor, query)?.map(GraduateListItemDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListGraduates { graduates: &*s.graduate_queries }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, GraduateListItemDto::from)))
}

/// The columns of the graduates list screen.
fn columns() -> Vec<Column<GraduateListItemDto>> {
    vec![
        Column::new(export::id(), 8, |row: &GraduateListItemDto, _| export::number(row.id)),
        Column::new(catalogue::text("graduates.field.fio"), 36, |row, _| export::text(&row.fio)),
        Column::new(catalogue::text("graduates.field.pinfl"), 16, |row, _| export::text(&row.pinfl)),
        Column::new(catalogue::text("graduates.field.group"), 16, |row, _| export::text(&row.edu_group.name)),
        Column::new(catalogue::text("graduates.field.direction"), 40, |row, lang| export::name(&row.edu_direction.name, lang)),
        Column::new(catalogue::text("graduates.field.stage"), 16, |row, lang| {
            let code = match row.stage {
                GraduateStageDto::Candidate => "CANDIDATE",
                GraduateStageDto::Graduated => "GRADUATED",
            };
            export::label(code, labels::GRADUATE_STAGE, lang)
        }),
        Column::new(catalogue::text("graduates.field.diploma"), 16, |row, _| match (&row.diploma_series, &row.diploma_number) {
            (Some(series), Some(number)) => export::text(&format!("{series} {number}")),
            _ => export::text(""),
        }),
        Column::new(catalogue::text("graduates.field.graduatedAt"), 12, |row, _| export::date(row.graduated_at.as_deref().unwrap_or(""))),
    ]
}

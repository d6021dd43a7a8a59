use std::sync::OnceLock;

use actix_web::{get, web, HttpResponse};
use application::class_hours::ListClassHours;
use application::ports::ClassHourQuery;
use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::ClassHourDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::WithInstitution;
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClassHourFilters {
    pub institution_id: Option<i64>,
}

fn query(list: &ListParams, filters: &ClassHourFilters) -> Result<ClassHourQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(ClassHourQuery { scope: Scope::Nowhere, institution_id, page: page.unwrap_or_default() })
}

/// Ordered by number.
#[utoipa::path(
    tag = "class-hours",
    params(ListParams, ClassHourFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<ClassHourDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/class-hours/")]
pub async fn list_class_hours(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ClassHourFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "class-hours", title: catalogue::text("classHours.title"), columns: columns(&session.actor) };
        let names = OnceLock::new();
        return export::export(&state, lang, sheet, move |s, page| {
            let query = ClassHourQuery { page, ..query.clone() };
            let rows = ListClassHours { class_hours: &*s.class_hours }.execute(&session.actor, query)?.map(ClassHourDto::from);
            Ok(export::with_institutions(rows, export::institution_names(s, &session.actor, &names)?, |row| row.institution_id))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListClassHours { class_hours: &*s.class_hours }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ClassHourDto::from)))
}

/// The columns of the class hours screen, the duration in minutes; the institution for
/// ministry-level roles.
fn columns(actor: &Actor) -> Vec<Column<WithInstitution<ClassHourDto>>> {
    let mut columns = vec![
        Column::new(catalogue::text("classHours.field.number"), 10, |(row, _): &WithInstitution<ClassHourDto>, _| {
            export::number(i64::from(row.number))
        }),
        Column::new(catalogue::text("classHours.field.startTime"), 10, |(row, _), _| export::text(&row.start_time)),
        Column::new(catalogue::text("classHours.field.endTime"), 10, |(row, _), _| export::text(&row.end_time)),
        Column::new(catalogue::text("export.class_hours.durationMin"), 12, |(row, _), _| {
            let minutes = |time: &str| {
                let (hours, minutes) = time.split_once(':')?;
                Some(hours.parse::<i64>().ok()? * 60 + minutes.get(..2).unwrap_or(minutes).parse::<i64>().ok()?)
            };
            match (minutes(&row.start_time), minutes(&row.end_time)) {
                (Some(start), Some(end)) => export::number(end - start),
                _ => export::text(""),
            }
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(export::institution_column(export::institution()));
    }
    columns
}

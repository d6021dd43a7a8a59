use actix_web::{get, web, HttpResponse};
use application::ports::{Cell, DefenceOrder, DefenceQuery};
use application::science::doctorate::ListDefences;
use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::paging::Ordering;
use domain::science::reading::filter_year;
use domain::science::DoctorateKind;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::DefenceDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DefenceFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    /// Defences of this year.
    #[param(minimum = 1990, maximum = 2100)]
    pub year: Option<i64>,
    #[param(value_type = Option<crate::science::codes::DoctorateKindCode>)]
    pub kind: Option<String>,
}

pub const DEFENCE_ORDERINGS: [(&str, DefenceOrder); 2] = [("id", DefenceOrder::Id), ("date", DefenceOrder::Date)];

fn query(list: &ListParams, filters: &DefenceFilters) -> Result<DefenceQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: DefenceOrder::Date, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &DEFENCE_ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let year = filter(&mut errors, "year", filters.year, filter_year);
    let kind = filter(&mut errors, "kind", filters.kind.as_deref(), DoctorateKind::parse);
    errors.into_result()?;
    Ok(DefenceQuery {
        scope: Scope::Nowhere,
        institution_id,
        year,
        kind,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search`: the student's name, the council or a number.
#[utoipa::path(
    tag = "science",
    params(ListParams, DefenceFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<DefenceDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/defences/")]
pub async fn list_defences(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<DefenceFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("science.defences.title");
        let sheet = Export { file: "defences", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListDefences { science: &*s.science }.execute(&session.actor, DefenceQuery { page, ..query.clone() })?.map(DefenceDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListDefences { science: &*s.science }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, DefenceDto::from)))
}

fn columns(actor: &Actor) -> Vec<Column<DefenceDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &DefenceDto, _| export::number(row.id)),
        Column::new(catalogue::text("science.defence.student"), 32, |row, _| export::text(&row.student_name)),
        Column::new(catalogue::text("export.science.doctorate.degree"), 24, |row, lang| {
            Cell::Text(DoctorateKind::from_stored(&row.kind).label().get(lang).into())
        }),
        Column::new(catalogue::text("export.science.doctorate.specialty"), 30, |row, _| export::text(&row.specialty)),
        Column::new(catalogue::text("export.science.doctorate.date"), 12, |row, _| export::date(&row.date)),
        Column::new(catalogue::text("export.science.doctorate.council"), 30, |row, _| export::text(&row.council)),
        Column::new(catalogue::text("science.defence.diplomaNumber"), 16, |row, _| export::text(&row.diploma_number)),
        Column::new(catalogue::text("science.defence.registerNumber"), 16, |row, _| export::text(&row.register_number)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

use actix_web::{get, web, HttpResponse};
use application::ports::Cell;
use application::ports::{StaffOrderField, StaffQuery};
use application::staff::ListStaff;
use domain::actor::{Actor, Scope};
use domain::ids::{InstitutionId, PositionId};
use domain::language::Language;
use domain::paging::Ordering;
use domain::staff::StaffStatus;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::StaffDto;
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
pub struct StaffFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    /// `ACTIVE` or `INACTIVE`.
    #[param(value_type = Option<crate::codes::StaffStatusCode>)]
    pub status: Option<String>,
    pub position_id: Option<i64>,
    /// Only staff teaching this subject.
    pub edu_subject_id: Option<i64>,
}

pub const ORDERINGS: [(&str, StaffOrderField); 2] = [("id", StaffOrderField::Id), ("full_name", StaffOrderField::FullName)];

/// The query a list call describes; `search` matches a name or the beginning of a PINFL.
pub(super) fn query(list: &ListParams, filters: &StaffFilters) -> Result<StaffQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: StaffOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let position_id = filters.position_id.map(PositionId::new).transpose().map_err(|e| errors.add("position_id", e)).ok().flatten();
    let status = match filters.status.as_deref() {
        None => None,
        Some(code) => StaffStatus::parse(code).or_else(|| {
            errors.add("status", Invalid::UnknownValue);
            None
        }),
    };
    if filters.edu_subject_id.is_some_and(|id| id <= 0) {
        errors.add("edu_subject_id", Invalid::NotPositiveId);
    }
    errors.into_result()?;
    Ok(StaffQuery {
        scope: Scope::Nowhere,
        institution_id,
        status,
        position_id,
        teachers_only: false,
        edu_subject_id: filters.edu_subject_id,
        indexed_publications_year: None,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Institution-level roles see their institution's staff.
#[utoipa::path(
    tag = "staff",
    params(ListParams, StaffFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<StaffDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/staffs/")]
pub async fn list_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StaffFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "staff", title: catalogue::text("reports.field.staff"), columns: columns(&session.actor, false) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListStaff { staff: &*s.staff }.execute(&session.actor, StaffQuery { page, ..query.clone() })?.map(StaffDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListStaff { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StaffDto::from)))
}

/// The columns of the staff list screen (and, with `teaching`, of the teachers list): the
/// institution for ministry-level roles only, as the screens show it.
pub(super) fn columns(actor: &Actor, teaching: bool) -> Vec<Column<StaffDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &StaffDto, _| export::number(row.id)),
        Column::new(catalogue::text("roles.holders.name"), 36, |row, _| {
            let c = &row.citizen;
            export::text(
                [c.last_name.as_str(), &c.first_name, &c.middle_name]
                    .iter()
                    .filter(|p| !p.trim().is_empty())
                    .copied()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .as_str(),
            )
        }),
        Column::new(catalogue::text("audit.field.staff.pinfl"), 16, |row, _| export::text(&row.citizen.pinfl)),
    ];
    if teaching {
        columns.push(Column::new(catalogue::text("audit.field.staff.staff_positions"), 36, |row, lang| positions(row, lang, true)));
        columns.push(Column::new(catalogue::text("staff.field.subjects"), 40, |row, lang| {
            export::joined(row.staff_positions.iter().flat_map(|p| &p.edu_subjects).map(|s| export::name_of(&s.name, lang)), "; ")
        }));
    } else {
        columns.push(Column::new(catalogue::text("audit.field.staff.staff_positions"), 36, |row, lang| positions(row, lang, false)));
    }
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
        .push(Column::new(catalogue::text("audit.field.staff.status"), 12, |row, lang| export::label(&row.status, labels::ACTIVE, lang)));
    columns
}

/// "Dotsent · 0,5; Assistent · 0,25": each position with its rate, as the list's cell shows them.
fn positions(row: &StaffDto, lang: Language, teaching_only: bool) -> Cell {
    let items: Vec<String> = row
        .staff_positions
        .iter()
        .filter(|p| !teaching_only || p.position.is_teaching)
        .map(|p| {
            let name = export::name_of(&p.position.name, lang);
            let rate = format!("{}", (p.rate * 100.0).round() / 100.0);
            let rate = if lang == Language::En { rate } else { rate.replace('.', ",") };
            format!("{name} · {rate}")
        })
        .collect();
    export::text(&items.join("; "))
}

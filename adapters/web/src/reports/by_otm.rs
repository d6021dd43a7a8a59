use actix_web::{get, web, HttpResponse};
use application::ports::InstitutionFigures;
use application::reports::InstitutionReport;
use domain::paging::PageRequest;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::by_direction::studying;
use super::filters::institution;
use super::students::{figures, FigureDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InstitutionReportParams {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    #[param(value_type = Option<crate::codes::RegionCode>)]
    pub region: Option<String>,
}

/// An institution's figures.
#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionFiguresDto {
    pub institution_id: i64,
    pub name: NameDto,
    pub region: String,
    /// Every student on the rolls (not deleted), whatever the status.
    pub students: i64,
    pub students_by_status: Vec<FigureDto>,
    pub groups: i64,
    /// Staff holding a teaching position.
    pub teachers: i64,
    pub staff: i64,
    pub curricula: i64,
    pub curricula_by_status: Vec<FigureDto>,
}

impl From<&InstitutionFigures> for InstitutionFiguresDto {
    fn from(f: &InstitutionFigures) -> Self {
        InstitutionFiguresDto {
            institution_id: f.institution_id.get(),
            name: NameDto::from(&f.name),
            region: f.region.clone(),
            students: f.students_by_status.iter().map(|s| s.n).sum(),
            students_by_status: figures(&f.students_by_status),
            groups: f.groups,
            teachers: f.teachers,
            staff: f.staff,
            curricula: f.curricula_by_status.iter().map(|s| s.n).sum(),
            curricula_by_status: figures(&f.curricula_by_status),
        }
    }
}

/// The columns of the screen.
fn columns() -> Vec<Column<InstitutionFiguresDto>> {
    vec![
        Column::new(catalogue::text("reports.field.institution"), 44, |row: &InstitutionFiguresDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("reports.field.region"), 20, |row, lang| export::label(&row.region, labels::REGION, lang)),
        Column::new(catalogue::text("orders.students"), 12, |row, _| export::number(row.students)),
        Column::new(catalogue::text("reports.field.studying"), 12, |row, _| export::number(studying(&row.students_by_status))),
        Column::new(catalogue::text("reports.field.groups"), 10, |row, _| export::number(row.groups)),
        Column::new(catalogue::text("reports.field.teachers"), 12, |row, _| export::number(row.teachers)),
        Column::new(catalogue::text("reports.field.staff"), 10, |row, _| export::number(row.staff)),
        Column::new(catalogue::text("reports.field.curricula"), 12, |row, _| export::number(row.curricula)),
    ]
}

/// A ministry-level role (`institution-view`) sees every institution, an institution-level one
/// (`curriculum-view`) its own row. Students, groups, teachers, staff and curricula of each
/// institution, by name.
#[utoipa::path(
    tag = "reports",
    params(InstitutionReportParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<InstitutionFiguresDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/by-otm/")]
pub async fn institutions_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<InstitutionReportParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = ValidationErrors::new();
    let only = institution(params.institution_id, &mut errors);
    let page = PageRequest::new(params.page, params.limit).map_err(|e| errors.merge("query", e)).ok();
    let region = params.region.clone().filter(|r| !r.trim().is_empty());
    if region.as_deref().is_some_and(|r| !domain::institution::REGIONS.contains(&r)) {
        errors.add("region", domain::validation::Invalid::UnknownRegion);
    }
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("reports.byOtm.title");
        return export::export(&state, lang, Export { file: "institutions-report", title, columns: columns() }, move |s, page| {
            let figures = InstitutionReport { reports: &*s.reports }.execute(&session.actor, only, region.clone(), page)?;
            Ok(figures.map(|f| InstitutionFiguresDto::from(&f)))
        })
        .await;
    }
    // Never the default: a refused page returned with the errors above.
    let page = page.unwrap_or_default();
    let figures =
        run(&state, lang, move |s| InstitutionReport { reports: &*s.reports }.execute(&session.actor, only, region, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(figures, |f| InstitutionFiguresDto::from(&f))))
}

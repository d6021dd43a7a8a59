use actix_web::{get, web, HttpResponse};
use application::ports::DirectionFigures;
use application::reports::DirectionReport;
use serde::Serialize;
use utoipa::ToSchema;

use super::filters::{whole_file, TallyParams};
use super::students::{figures, FigureDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// A direction's figures.
#[derive(Debug, Serialize, ToSchema)]
pub struct DirectionFiguresDto {
    pub edu_direction_id: i64,
    pub code: String,
    pub name: NameDto,
    pub students: i64,
    pub students_by_status: Vec<FigureDto>,
    pub groups: i64,
    pub curricula: i64,
    pub curricula_by_status: Vec<FigureDto>,
}

impl From<&DirectionFigures> for DirectionFiguresDto {
    fn from(f: &DirectionFigures) -> Self {
        DirectionFiguresDto {
            edu_direction_id: f.edu_direction_id.get(),
            code: f.code.clone(),
            name: NameDto::from(&f.name),
            students: f.students_by_status.iter().map(|s| s.n).sum(),
            students_by_status: figures(&f.students_by_status),
            groups: f.groups,
            curricula: f.curricula_by_status.iter().map(|s| s.n).sum(),
            curricula_by_status: figures(&f.curricula_by_status),
        }
    }
}

/// A ministry-level role (`institution-view`) sees every institution, an institution-level one
/// (`curriculum-view`) its own. Students, groups and curricula of each direction with any, by code.
#[utoipa::path(
    tag = "reports",
    params(TallyParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<DirectionFiguresDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/by-direction/")]
pub async fn directions_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TallyParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = params.filter().map_err(|e| ApiError::new(e.into(), lang))?;
    let directions = run(&state, lang, move |s| DirectionReport { reports: &*s.reports }.execute(&session.actor, filter)).await?;
    let body = ListBody::from_page(directions, |d| DirectionFiguresDto::from(&d));
    if format.is_xlsx() {
        let title = catalogue::text("reports.byDirection.title");
        return whole_file(&state, lang, Export { file: "directions-report", title, columns: columns() }, body.results).await;
    }
    Ok(HttpResponse::Ok().json(body))
}

/// The columns of the screen.
fn columns() -> Vec<Column<DirectionFiguresDto>> {
    vec![
        Column::new(catalogue::text("reports.field.code"), 12, |row: &DirectionFiguresDto, _| export::text(&row.code)),
        Column::new(catalogue::text("reports.field.direction"), 40, |row, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("orders.students"), 12, |row, _| export::number(row.students)),
        Column::new(catalogue::text("reports.field.studying"), 12, |row, _| export::number(studying(&row.students_by_status))),
        Column::new(catalogue::text("reports.field.groups"), 10, |row, _| export::number(row.groups)),
        Column::new(catalogue::text("reports.field.curricula"), 12, |row, _| export::number(row.curricula)),
    ]
}

/// The students studying (status `ACTIVE`) of a count by status.
pub(super) fn studying(by_status: &[FigureDto]) -> i64 {
    by_status.iter().filter(|f| f.key == "ACTIVE").map(|f| f.count).sum()
}

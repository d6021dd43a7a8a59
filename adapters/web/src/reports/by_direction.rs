use actix_web::{get, web, HttpResponse};
use application::ports::DirectionFigures;
use application::reports::DirectionReport;
use serde::Serialize;
use utoipa::ToSchema;

use super::filters::{FormatParam, ReportFormat, TallyParams};
use super::labels::title;
use super::sheet::{download, number, sheet, text};
use super::students::{figures, FigureDto};
use crate::auth::Authenticated;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
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

/// Permission: `institution-view` (ministry level) or `curriculum-view` (institution level, its
/// own). Students, groups and curricula of each direction with any, by code.
#[utoipa::path(
    tag = "reports",
    params(TallyParams, FormatParam),
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
    format: web::Query<FormatParam>,
) -> Result<HttpResponse, ApiError> {
    let filter = params.filter().map_err(|e| ApiError::new(e.into(), lang))?;
    let directions = run(&state, lang, move |s| DirectionReport { reports: &*s.reports }.execute(&session.actor, filter)).await?;
    let dtos: Vec<DirectionFiguresDto> = directions.iter().map(DirectionFiguresDto::from).collect();
    match format.format.unwrap_or_default() {
        ReportFormat::Json => Ok(HttpResponse::Ok().json(ListBody::complete(dtos))),
        ReportFormat::Xlsx => {
            let rows = dtos
                .iter()
                .zip(&directions)
                .map(|(d, f)| vec![text(&d.code), text(f.name.get(lang)), number(d.students), number(d.groups), number(d.curricula)])
                .collect();
            let sheet = sheet(title("direction", lang), &["code", "direction", "students", "groups", "curricula"], rows, lang);
            download(&state, lang, "directions-report", sheet).await
        }
    }
}

use actix_web::{get, web, HttpResponse};
use application::ports::{Figure, StudentBreakdown};
use application::reports::StudentReport;
use domain::language::Language;
use serde::Serialize;
use utoipa::ToSchema;

use super::filters::{FormatParam, ReportFormat, TallyParams};
use super::labels::{edu_form, gender, student_status, title};
use super::sheet::{download, number, sheet, text};
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// A count by one value of a dimension: a status's, form's or gender's code, a course number.
#[derive(Debug, Serialize, ToSchema)]
pub struct FigureDto {
    pub key: String,
    pub count: i64,
}

impl From<&Figure> for FigureDto {
    fn from(figure: &Figure) -> Self {
        FigureDto { key: figure.key.clone(), count: figure.n }
    }
}

pub(super) fn figures(figures: &[Figure]) -> Vec<FigureDto> {
    figures.iter().map(FigureDto::from).collect()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DirectionCountDto {
    pub edu_direction_id: i64,
    pub code: String,
    pub name: NameDto,
    pub count: i64,
}

/// The students of the filters cut five ways.
#[derive(Debug, Serialize, ToSchema)]
pub struct StudentReportDto {
    pub total: i64,
    /// By status code (`ACTIVE`, `ON-LEAVE`, ...).
    pub by_status: Vec<FigureDto>,
    /// By course, `1`..`6`.
    pub by_course: Vec<FigureDto>,
    /// By gender, `1` male, `2` female.
    pub by_gender: Vec<FigureDto>,
    /// By form of education (`FULL_TIME`, ...).
    pub by_edu_form: Vec<FigureDto>,
    pub by_direction: Vec<DirectionCountDto>,
}

impl From<&StudentBreakdown> for StudentReportDto {
    fn from(b: &StudentBreakdown) -> Self {
        StudentReportDto {
            total: b.by_status.iter().map(|f| f.n).sum(),
            by_status: figures(&b.by_status),
            by_course: figures(&b.by_course),
            by_gender: figures(&b.by_gender),
            by_edu_form: figures(&b.by_edu_form),
            by_direction: b
                .directions
                .iter()
                .map(|d| DirectionCountDto { edu_direction_id: d.id.get(), code: d.code.clone(), name: NameDto::from(&d.name), count: d.n })
                .collect(),
        }
    }
}

fn rows(b: &StudentBreakdown, language: Language) -> Vec<Vec<application::ports::Cell>> {
    let mut rows = Vec::new();
    let mut section = |dimension: &str, figures: &[Figure], label: &dyn Fn(&str) -> String| {
        for f in figures {
            rows.push(vec![text(title(dimension, language)), text(label(&f.key)), number(f.n)]);
        }
    };
    section("status", &b.by_status, &|k| student_status(k, language));
    section("course", &b.by_course, &|k| k.to_string());
    section("gender", &b.by_gender, &|k| gender(k, language));
    section("edu_form", &b.by_edu_form, &|k| edu_form(k, language));
    for d in &b.directions {
        rows.push(vec![text(title("direction", language)), text(format!("{} {}", d.code, d.name.get(language))), number(d.n)]);
    }
    rows
}

/// Permission: `institution-view` (ministry level, every institution) or `curriculum-view`
/// (institution level, its own). The students by status, course, gender, form of education and
/// direction, from counters kept current with every change.
#[utoipa::path(
    tag = "reports",
    params(TallyParams, FormatParam),
    responses(
        (status = 200, content((inline(ResultBody<StudentReportDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/students/")]
pub async fn students_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TallyParams>,
    format: web::Query<FormatParam>,
) -> Result<HttpResponse, ApiError> {
    let filter = params.filter().map_err(|e| ApiError::new(e.into(), lang))?;
    let breakdown = run(&state, lang, move |s| StudentReport { reports: &*s.reports }.execute(&session.actor, filter)).await?;
    match format.format.unwrap_or_default() {
        ReportFormat::Json => Ok(HttpResponse::Ok().json(ResultBody { result: StudentReportDto::from(&breakdown) })),
        ReportFormat::Xlsx => {
            let sheet = sheet(title("students", lang), &["dimension", "value", "count"], rows(&breakdown, lang), lang);
            download(&state, lang, "students-report", sheet).await
        }
    }
}

use actix_web::{get, web, HttpResponse};
use application::ports::{Figure, StudentBreakdown};
use application::reports::StudentReport;
use domain::language::{Language, Text};
use domain::student::StudentStatus;
use serde::Serialize;
use utoipa::ToSchema;

use super::filters::{whole_file, TallyParams};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
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

/// A line of the students report's file: what is counted, by which value, and how many.
pub(super) struct Cut {
    dimension: Text,
    value: String,
    count: i64,
}

fn cuts(b: &StudentBreakdown, language: Language) -> Vec<Cut> {
    let mut cuts = Vec::new();
    let mut section = |dimension: Text, figures: &[Figure], value: &dyn Fn(&str) -> String| {
        cuts.extend(figures.iter().map(|f| Cut { dimension, value: value(&f.key), count: f.n }));
    };
    let label = |labels: &labels::Labels, code: &str| match export::label(code, labels, language) {
        application::ports::Cell::Text(text) => text,
        _ => code.to_string(),
    };
    section(catalogue::text("students.field.status"), &b.by_status, &|code| {
        StudentStatus::parse(code).map_or_else(|_| code.to_string(), |s| s.label(language).to_string())
    });
    section(catalogue::text("reports.field.course"), &b.by_course, &|course| course.to_string());
    section(catalogue::text("reports.field.gender"), &b.by_gender, &|code| label(labels::GENDER, code));
    section(catalogue::text("reports.field.eduForm"), &b.by_edu_form, &|code| label(labels::EDU_FORM, code));
    let direction = catalogue::text("reports.field.direction");
    cuts.extend(b.directions.iter().map(|d| Cut {
        dimension: direction,
        value: format!("{} {}", d.code, d.name.get(language)),
        count: d.n,
    }));
    cuts
}

fn columns() -> Vec<Column<Cut>> {
    vec![
        Column::new(catalogue::text("export.reports.dimension"), 20, |row: &Cut, lang| export::text(row.dimension.get(lang))),
        Column::new(catalogue::text("export.reports.value"), 40, |row, _| export::text(&row.value)),
        Column::new(catalogue::text("science.report.count"), 12, |row, _| export::number(row.count)),
    ]
}

/// A ministry-level role (`institution-view`) sees every institution, an institution-level one
/// (`curriculum-view`) its own. The students by status, course, gender, form of education and
/// direction, from counters kept current with every change.
#[utoipa::path(
    tag = "reports",
    params(TallyParams, FormatParams),
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
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = params.filter().map_err(|e| ApiError::new(e.into(), lang))?;
    let breakdown = run(&state, lang, move |s| StudentReport { reports: &*s.reports }.execute(&session.actor, filter)).await?;
    if format.is_xlsx() {
        let title = catalogue::text("reports.students.title");
        return whole_file(&state, lang, Export { file: "students-report", title, columns: columns() }, cuts(&breakdown, lang)).await;
    }
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentReportDto::from(&breakdown) }))
}

use actix_web::{get, web, HttpResponse};
use application::ports::{Funding, InstitutionScience, ScienceReport};
use application::science::ScienceReportOf;
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::filters::whole_file;
use super::students::{figures, FigureDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScienceReportParams {
    /// Ministry-level roles: one institution (default: every one); an institution-level role reads its own.
    pub institution_id: Option<i64>,
    /// The calendar year (default: this year).
    #[param(minimum = 1990, maximum = 2100)]
    pub year: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FundingSumDto {
    #[schema(value_type = crate::science::codes::CurrencyCode)]
    pub currency: String,
    /// Whole minor units (tiyin for UZS).
    pub amount: i64,
}

impl From<&Funding> for FundingSumDto {
    fn from(f: &Funding) -> Self {
        FundingSumDto { currency: f.currency.code().into(), amount: f.amount.minor() }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionScienceDto {
    pub institution_id: i64,
    pub name: NameDto,
    /// Verified publications of the year.
    pub publications: i64,
    /// Of them, indexed in Scopus or the Web of Science.
    pub international: i64,
    /// Projects running in the year.
    pub projects: i64,
    /// The year's funding of projects in so‘m, in tiyin.
    pub funding_uzs: i64,
    /// Doctoral students studying or on leave.
    pub doctoral_students: i64,
    /// Defences of the year.
    pub defences: i64,
}

impl From<&InstitutionScience> for InstitutionScienceDto {
    fn from(i: &InstitutionScience) -> Self {
        InstitutionScienceDto {
            institution_id: i.institution_id.get(),
            name: NameDto::from(&i.name),
            publications: i.publications,
            international: i.international,
            projects: i.projects,
            funding_uzs: i.funding_uzs.minor(),
            doctoral_students: i.doctoral_students,
            defences: i.defences,
        }
    }
}

/// A year's science: publications (verified ones count) by kind and indexing, projects and their
/// funding, doctoral students and defences, and each institution's line.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScienceReportDto {
    pub year: i16,
    pub publications: i64,
    /// By kind (`SCIENTIFIC`, ...).
    pub publications_by_kind: Vec<FigureDto>,
    /// By sub-kind (`ARTICLE`, ...).
    pub publications_by_sub_kind: Vec<FigureDto>,
    /// Per indexing database (a publication counts in each that lists it).
    pub publications_by_indexing: Vec<FigureDto>,
    pub publications_foreign: i64,
    /// Publications of the year waiting for the office.
    pub publications_pending: i64,
    pub projects: i64,
    pub projects_by_kind: Vec<FigureDto>,
    pub projects_foreign: i64,
    /// The year's funding per currency.
    pub funding: Vec<FundingSumDto>,
    /// Doctoral students of the year: admitted by then, and still studying or defended that year
    /// or later.
    pub doctoral_students: i64,
    pub doctoral_students_by_kind: Vec<FigureDto>,
    pub doctoral_students_by_form: Vec<FigureDto>,
    /// Doctoral students admitted in the year.
    pub admitted: i64,
    pub defences: i64,
    pub defences_by_kind: Vec<FigureDto>,
    /// Each institution with any figure, by name (an institution reader's own only).
    pub institutions: Vec<InstitutionScienceDto>,
}

impl ScienceReportDto {
    fn of(year: i16, report: &ScienceReport) -> ScienceReportDto {
        let t = &report.totals;
        let sum = |figures: &[application::ports::Figure]| figures.iter().map(|f| f.n).sum();
        ScienceReportDto {
            year,
            publications: sum(&t.publications_by_kind),
            publications_by_kind: figures(&t.publications_by_kind),
            publications_by_sub_kind: figures(&t.publications_by_sub_kind),
            publications_by_indexing: figures(&t.publications_by_indexing),
            publications_foreign: t.publications_foreign,
            publications_pending: t.publications_pending,
            projects: sum(&t.projects_by_kind),
            projects_by_kind: figures(&t.projects_by_kind),
            projects_foreign: t.projects_foreign,
            funding: t.funding.iter().map(FundingSumDto::from).collect(),
            doctoral_students: sum(&t.doctoral_students_by_kind),
            doctoral_students_by_kind: figures(&t.doctoral_students_by_kind),
            doctoral_students_by_form: figures(&t.doctoral_students_by_form),
            admitted: t.admitted,
            defences: sum(&t.defences_by_kind),
            defences_by_kind: figures(&t.defences_by_kind),
            institutions: report.institutions.iter().map(InstitutionScienceDto::from).collect(),
        }
    }
}

fn columns() -> Vec<Column<InstitutionScienceDto>> {
    vec![
        Column::new(export::institution(), 50, |row: &InstitutionScienceDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("export.reports.publications"), 12, |row, _| export::number(row.publications)),
        Column::new(catalogue::text("science.report.international"), 14, |row, _| export::number(row.international)),
        Column::new(catalogue::text("science.report.projects"), 12, |row, _| export::number(row.projects)),
        Column::new(catalogue::text("export.reports.fundingSoum"), 20, |row, _| {
            application::ports::Cell::Amount(domain::science::Amount::from_stored(row.funding_uzs).as_major())
        }),
        Column::new(catalogue::text("science.doctoral.title"), 14, |row, _| export::number(row.doctoral_students)),
        Column::new(catalogue::text("science.report.defences"), 12, |row, _| export::number(row.defences)),
    ]
}

/// A ministry-level role (`institution-view` or a science view permission) sees every institution,
/// or the one named; an institution-level one (`curriculum-view` or a science view permission) its
/// own. The figures are counts of the stored rows, grouped in the database.
#[utoipa::path(
    tag = "reports",
    params(ScienceReportParams, FormatParams),
    responses(
        (status = 200, content((inline(ResultBody<ScienceReportDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/science/")]
pub async fn science_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<ScienceReportParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let institution = params
        .institution_id
        .map(InstitutionId::new)
        .transpose()
        .map_err(|e| ApiError::new(ValidationErrors::single("institution_id", e).into(), lang))?;
    let year = params.year;
    let (year, report) =
        run(&state, lang, move |s| ScienceReportOf { science: &*s.science, clock: &*s.clock }.execute(&session.actor, institution, year))
            .await?;
    let dto = ScienceReportDto::of(year, &report);
    if format.is_xlsx() {
        let title = catalogue::text("science.report.title");
        return whole_file(&state, lang, Export { file: "science-report", title, columns: columns() }, dto.institutions).await;
    }
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

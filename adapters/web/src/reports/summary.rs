use actix_web::{get, web, HttpResponse};
use application::ports::Summary;
use application::reports::SummaryReport;
use serde::Serialize;
use utoipa::ToSchema;

use super::students::{figures, FigureDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct RegionFiguresDto {
    /// The region's Uzbek name; empty for institutions without one.
    pub region: String,
    pub institutions: i64,
    /// Students studying (status `ACTIVE`).
    pub students: i64,
    pub teachers: i64,
}

/// The dashboard's figures.
#[derive(Debug, Serialize, ToSchema)]
pub struct SummaryDto {
    pub institutions: i64,
    pub students: i64,
    pub students_by_status: Vec<FigureDto>,
    pub students_by_course: Vec<FigureDto>,
    pub groups: i64,
    pub teachers: i64,
    pub staff: i64,
    pub curricula_by_status: Vec<FigureDto>,
    /// Curricula awaiting approval (status `NEW`).
    pub curricula_awaiting_approval: i64,
    /// Per region, for the ministry; empty for an institution.
    pub regions: Vec<RegionFiguresDto>,
    /// When these national figures were prepared in the background (the screen says "as of");
    /// absent when they were read at the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub prepared_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl From<&Summary> for SummaryDto {
    fn from(s: &Summary) -> Self {
        SummaryDto {
            institutions: s.institutions,
            students: s.students_by_status.iter().map(|f| f.n).sum(),
            students_by_status: figures(&s.students_by_status),
            students_by_course: figures(&s.students_by_course),
            groups: s.groups,
            teachers: s.teachers,
            staff: s.staff,
            curricula_by_status: figures(&s.curricula_by_status),
            curricula_awaiting_approval: s.curricula_by_status.iter().filter(|f| f.key == "NEW").map(|f| f.n).sum(),
            regions: s
                .regions
                .iter()
                .map(|r| RegionFiguresDto {
                    region: r.region.clone(),
                    institutions: r.institutions,
                    students: r.students,
                    teachers: r.teachers,
                })
                .collect(),
            prepared_at: s.prepared_at,
        }
    }
}

/// A ministry-level role (`institution-view`) sees the whole country, with a row per region; an
/// institution-level one (`curriculum-view`) its own. The home page's figures.
#[utoipa::path(
    tag = "reports",
    responses(
        (status = 200, body = inline(ResultBody<SummaryDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/summary/")]
pub async fn summary_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    let summary = run(&state, lang, move |s| SummaryReport { reports: &*s.reports }.execute(&session.actor)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SummaryDto::from(&summary) }))
}

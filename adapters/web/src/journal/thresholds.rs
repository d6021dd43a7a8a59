use actix_web::{get, web, HttpResponse};
use application::journal::ListThresholds;
use application::ports::ThresholdRow;
use domain::ids::{GroupId, InstitutionId};
use domain::journal::ThresholdLevel;
use domain::paging::PageRequest;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::RefDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ThresholdParams {
    /// Ministry-level roles name the institution whose thresholds apply.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    /// Default `WARNING`: every student past at least that threshold.
    #[param(value_type = Option<crate::codes::ThresholdLevelCode>)]
    pub threshold: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ThresholdRowDto {
    pub student_id: i64,
    pub full_name: String,
    pub edu_group: RefDto,
    pub institution_id: i64,
    pub semester: i32,
    pub unexcused_hours: i32,
    pub excused_hours: i32,
    /// The highest threshold the unexcused hours reach.
    #[schema(value_type = crate::codes::ThresholdLevelCode)]
    pub level: String,
}

impl From<ThresholdRow> for ThresholdRowDto {
    fn from(r: ThresholdRow) -> Self {
        ThresholdRowDto {
            student_id: r.student.get(),
            full_name: r.full_name,
            edu_group: RefDto { id: r.group.get(), name: r.group_name },
            institution_id: r.institution.get(),
            semester: r.semester,
            unexcused_hours: r.unexcused_hours,
            excused_hours: r.excused_hours,
            level: r.level.code().into(),
        }
    }
}

type Parsed = (Option<InstitutionId>, Option<GroupId>, Option<ThresholdLevel>);

fn parsed(params: &ThresholdParams) -> Result<Parsed, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let institution = params.institution_id.and_then(|id| errors.check("institution_id", InstitutionId::new(id)));
    let group = params.edu_group_id.and_then(|id| errors.check("edu_group_id", GroupId::new(id)));
    let level = params.threshold.as_deref().and_then(|l| errors.check("threshold", ThresholdLevel::parse(l)));
    errors.into_result()?;
    Ok((institution, group, level))
}

const LEVELS: [(ThresholdLevel, &str); 3] = [
    (ThresholdLevel::Warning, catalogue::id("journal.threshold.WARNING")),
    (ThresholdLevel::Reprimand, catalogue::id("journal.threshold.REPRIMAND")),
    (ThresholdLevel::Expulsion, catalogue::id("export.journal.expulsionProposal")),
];

fn columns() -> Vec<Column<ThresholdRowDto>> {
    vec![
        Column::new(catalogue::text("journal.thresholds.student"), 36, |r: &ThresholdRowDto, _| export::text(&r.full_name)),
        Column::new(catalogue::text("journal.thresholds.group"), 14, |r, _| export::text(&r.edu_group.name)),
        Column::new(catalogue::text("journal.thresholds.semester"), 10, |r, _| export::number(i64::from(r.semester))),
        Column::new(catalogue::text("journal.thresholds.unexcused"), 16, |r, _| export::number(i64::from(r.unexcused_hours))),
        Column::new(catalogue::text("journal.thresholds.excused"), 16, |r, _| export::number(i64::from(r.excused_hours))),
        Column::new(catalogue::text("export.journal.threshold"), 24, |r, lang| {
            // Never the default: `LEVELS` names every level a row can hold.
            let label = LEVELS.iter().find(|(l, _)| l.code() == r.level).map(|(_, id)| catalogue::text(id).get(lang)).unwrap_or_default();
            export::text(label)
        }),
    ]
}

/// The students whose unexcused absence hours in their group's current semester reach the
/// institution's threshold (`WARNING` 12, `REPRIMAND` 36, `EXPULSION` 74 by default), most hours
/// first; a ministry role names the institution. `format=xlsx` answers every row as an Excel file.
#[utoipa::path(
    tag = "journal",
    params(ThresholdParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<ThresholdRowDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/journal/attendance/")]
pub async fn attendance_thresholds(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<ThresholdParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let (institution, group, level) = parsed(&params).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("export.journal.absenceThresholds");
        let actor = session.actor.clone();
        return export::export(&state, lang, Export { file: "attendance", title, columns: columns() }, move |s, page| {
            let found = ListThresholds { unit: &*s.unit }.execute(&actor, institution, group, level, page)?;
            Ok(found.map(ThresholdRowDto::from))
        })
        .await;
    }
    let page = PageRequest::new(params.page, params.limit).map_err(|e| ApiError::new(e.into(), lang))?;
    let found =
        run(&state, lang, move |s| ListThresholds { unit: &*s.unit }.execute(&session.actor, institution, group, level, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(found, ThresholdRowDto::from)))
}

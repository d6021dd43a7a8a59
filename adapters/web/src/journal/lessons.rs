use actix_web::{get, web, HttpResponse};
use application::journal::{JournalLessonQuery, ListJournalLessons};
use domain::ids::{GroupId, InstitutionId, StaffId};
use domain::paging::PageRequest;
use domain::validation::{parse_date, Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::JournalLessonDto;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct JournalLessonParams {
    /// `YYYY-MM-DD`: one day (today when neither it nor a span is given).
    #[param(format = Date)]
    pub date: Option<String>,
    /// `YYYY-MM-DD`: a span of at most 31 days, with `date_to`.
    #[param(format = Date)]
    pub date_from: Option<String>,
    #[param(format = Date)]
    pub date_to: Option<String>,
    pub teacher_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    /// Ministry-level roles name an institution (or a group or teacher).
    pub institution_id: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

fn query(params: &JournalLessonParams) -> Result<JournalLessonQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let mut date = |field: &str, value: &Option<String>| value.as_deref().and_then(|v| errors.check(field, parse_date(v)));
    let (day, from, to) = (date("date", &params.date), date("date_from", &params.date_from), date("date_to", &params.date_to));
    let teacher = params.teacher_id.and_then(|id| errors.check("teacher_id", StaffId::new(id)));
    let group = params.edu_group_id.and_then(|id| errors.check("edu_group_id", GroupId::new(id)));
    let institution = params.institution_id.and_then(|id| errors.check("institution_id", InstitutionId::new(id)));
    let page = PageRequest::new(params.page, params.limit).map_err(|e| errors.merge("", e)).ok();
    errors.into_result()?;
    let page = page.ok_or_else(|| ValidationErrors::single("page", Invalid::Required))?;
    Ok(JournalLessonQuery { date: day, date_from: from, date_to: to, teacher, group, institution, page })
}

/// With `journal-view` the lessons of one's scope (a ministry role names an institution, group or
/// teacher), with `journal-record` one's own lessons, in every institution one teaches in. The
/// lessons of a day or of a span of at most 31 days, by date and class hour, with the state of each
/// roll: `OPEN` (waiting), `TAKEN`, `CLOSED` (its window over).
#[utoipa::path(
    tag = "journal",
    params(JournalLessonParams),
    responses(
        (status = 200, body = inline(ListBody<JournalLessonDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/journal/lessons/")]
pub async fn journal_lessons(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<JournalLessonParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&params).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListJournalLessons { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, &query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |l| JournalLessonDto::from(&l))))
}

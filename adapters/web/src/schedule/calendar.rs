use actix_web::{get, web, HttpResponse};
use application::schedule::{CalendarOf, ScheduleCalendar};
use domain::schedule::YearMonth;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{whose, CalendarDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CalendarParams {
    /// Exactly one of `edu_group_id`, `teacher_id` and `room_id`.
    pub edu_group_id: Option<i64>,
    pub teacher_id: Option<i64>,
    /// A room's occupancy.
    pub room_id: Option<i64>,
    /// `YYYY-MM`.
    pub month: Option<String>,
}

fn target(params: &CalendarParams) -> Result<(CalendarOf, YearMonth), ValidationErrors> {
    let mut errors = ValidationErrors::new();
    // An absent month is empty text, which `YearMonth::parse` refuses as required.
    let month = errors.check("month", YearMonth::parse(params.month.as_deref().unwrap_or_default()));
    let of = whose(params.edu_group_id, params.teacher_id, params.room_id, &mut errors);
    errors.into_result()?;
    match (of, month) {
        (Some(of), Some(month)) => Ok((of, month)),
        _ => Err(ValidationErrors::single("month", Invalid::Required)),
    }
}

/// The concrete lessons of every day of a month of a group, a teacher or a room (its occupancy),
/// Monday-first weekdays given; an object of another institution is 404.
#[utoipa::path(
    tag = "schedules",
    params(CalendarParams),
    responses(
        (status = 200, body = inline(ResultBody<CalendarDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/schedules/calendar/")]
pub async fn schedule_calendar(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<CalendarParams>,
) -> Result<HttpResponse, ApiError> {
    let (of, month) = target(&params).map_err(|e| ApiError::new(e.into(), lang))?;
    let calendar = run(&state, lang, move |s| ScheduleCalendar { unit: &*s.unit }.execute(&session.actor, of, month)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CalendarDto::from(&calendar) }))
}

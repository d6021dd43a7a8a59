use actix_web::{get, web, HttpResponse};
use application::portal::MySchedule;
use domain::validation::{parse_date, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::asked;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::schedule::CalendarDayDto;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyScheduleParams {
    /// One of the records `/me/` lists; default the person's own, else the first child.
    pub student_id: Option<i64>,
    /// `YYYY-MM-DD`; default this week's Monday.
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`; default six days after `date_from`; at most 42 days in all.
    pub date_to: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalScheduleDto {
    pub student_id: i64,
    #[schema(format = Date)]
    pub date_from: String,
    #[schema(format = Date)]
    pub date_to: String,
    /// Every day of the span, in order, lessons or not.
    pub days: Vec<CalendarDayDto>,
}

/// The student's days: the lessons and exams of their group, day by day, Monday-first weekdays
/// given. Another student is 404.
#[utoipa::path(
    tag = "portal",
    params(MyScheduleParams),
    responses(
        (status = 200, body = inline(ResultBody<PortalScheduleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/schedule/")]
pub async fn my_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<MyScheduleParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let mut errors = ValidationErrors::new();
    let from = params.date_from.as_deref().and_then(|d| errors.check("date_from", parse_date(d)));
    let to = params.date_to.as_deref().and_then(|d| errors.check("date_to", parse_date(d)));
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    let days =
        run(&state, lang, move |s| MySchedule { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, student, from, to)).await?;
    let dto = PortalScheduleDto {
        student_id: days.student.get(),
        date_from: days.span.start().format("%Y-%m-%d").to_string(),
        date_to: days.span.end().format("%Y-%m-%d").to_string(),
        days: days.days.iter().map(CalendarDayDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

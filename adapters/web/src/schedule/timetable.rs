use actix_web::{get, web, HttpResponse};
use application::schedule::{CalendarOf, PrintTimetable};
use chrono::NaiveDate;
use domain::validation::{parse_date, Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::whose;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TimetableParams {
    /// Exactly one of `edu_group_id`, `teacher_id` and `room_id`.
    pub edu_group_id: Option<i64>,
    pub teacher_id: Option<i64>,
    pub room_id: Option<i64>,
    /// `YYYY-MM-DD`: any day of the week to print (Monday to Saturday; a Sunday prints the week it ends).
    pub date: Option<String>,
}

fn target(params: &TimetableParams) -> Result<(CalendarOf, NaiveDate), ValidationErrors> {
    let mut errors = ValidationErrors::new();
    // An absent date is empty text, which `parse_date` refuses as required.
    let date = errors.check("date", parse_date(params.date.as_deref().unwrap_or_default()));
    let of = whose(params.edu_group_id, params.teacher_id, params.room_id, &mut errors);
    errors.into_result()?;
    match (of, date) {
        (Some(of), Some(date)) => Ok((of, date)),
        _ => Err(ValidationErrors::single("date", Invalid::Required)),
    }
}

/// The printable weekly timetable of a group, a teacher or a room as an A4 PDF in the caller's
/// language: class hours down, Monday to Saturday across. An object of another institution is 404.
#[utoipa::path(
    tag = "schedules",
    params(TimetableParams),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/schedules/timetable/")]
pub async fn schedule_timetable(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TimetableParams>,
) -> Result<HttpResponse, ApiError> {
    let (of, date) = target(&params).map_err(|e| ApiError::new(e.into(), lang))?;
    let pdf = run(&state, lang, move |s| {
        PrintTimetable { unit: &*s.unit, printer: &*s.timetable_printer, clock: &*s.clock }.execute(&session.actor, of, date, lang)
    })
    .await?;
    let file = format!("attachment; filename=\"timetable-{}.pdf\"", date.format("%Y-%m-%d"));
    Ok(HttpResponse::Ok().content_type("application/pdf").insert_header(("Content-Disposition", file)).body(pdf))
}

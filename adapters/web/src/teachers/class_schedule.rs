use actix_web::{get, web, HttpResponse};
use application::teaching::TeacherCalendar;
use domain::ids::InstitutionId;
use domain::schedule::YearMonth;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::schedule::CalendarDto;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClassScheduleParams {
    /// `YYYY-MM`.
    pub month: Option<String>,
    /// One of the teacher's institutions only; all of them when absent.
    pub institution_id: Option<i64>,
}

/// The teacher's own month across every institution they teach in (each lesson names its
/// institution), in the calendar shape of `/schedules/calendar/`.
#[utoipa::path(
    tag = "teachers",
    params(ClassScheduleParams),
    responses(
        (status = 200, body = inline(ResultBody<CalendarDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/teachers/class-schedule/")]
pub async fn teacher_class_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<ClassScheduleParams>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = ValidationErrors::new();
    // An absent month is empty text, which `YearMonth::parse` refuses as required.
    let month = errors.check("month", YearMonth::parse(params.month.as_deref().unwrap_or_default()));
    let institution = params.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    let Some(month) = month else {
        return Err(ApiError::new(application::AppError::internal("a parsed month went missing"), lang));
    };
    let calendar = run(&state, lang, move |s| TeacherCalendar { unit: &*s.unit }.execute(&session.actor, month, institution)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CalendarDto::from(&calendar) }))
}

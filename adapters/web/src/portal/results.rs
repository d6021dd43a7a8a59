use actix_web::{get, web, HttpResponse};
use application::portal::MyResults;
use serde::Deserialize;
use utoipa::IntoParams;

use super::asked;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;
use crate::students::StudentResultsDto;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MySemesterParams {
    /// One of the records `/me/` lists; default the person's own, else the first child.
    pub student_id: Option<i64>,
    /// One semester; default as the call says.
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
}

/// What `/students/{id}/results/` answers, for one's own record or a linked child's: per semester
/// and subject JN, ON, YN, the total, grade, letter, credits and attempt; each semester's GPA and
/// the cumulative one; the debts. Another student is 404.
#[utoipa::path(
    tag = "portal",
    params(MySemesterParams),
    responses(
        (status = 200, body = inline(ResultBody<StudentResultsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/results/")]
pub async fn my_results(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<MySemesterParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let semester = params.semester;
    let results =
        run(&state, lang, move |s| MyResults { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, student, semester)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentResultsDto::from(&results) }))
}

use actix_web::{get, web, HttpResponse};
use application::results::{GetStudentResults, StudentResults, SubjectStanding};
use domain::assessment::SubjectResult;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::student_id;
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::journal::ResultDto;
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ResultsParams {
    /// One semester; default every semester up to the group's current one.
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectStandingDto {
    pub semester: i32,
    pub edu_subject_id: i64,
    pub code: String,
    pub name: NameDto,
    pub credits: i32,
    #[schema(value_type = crate::codes::MarkingSystemCode)]
    pub marking_system: String,
    #[schema(value_type = crate::codes::FinalFormCode)]
    pub final_form: String,
    #[schema(value_type = crate::codes::ResultSourceCode)]
    pub source: String,
    pub passed: bool,
    #[serde(flatten)]
    pub result: ResultDto,
}

impl From<&SubjectStanding> for SubjectStandingDto {
    fn from(s: &SubjectStanding) -> Self {
        let result = SubjectResult { current: s.current, midterm: s.midterm, last: s.last, attempt: s.attempt, outcome: s.outcome };
        SubjectStandingDto {
            semester: s.semester,
            edu_subject_id: s.subject.get(),
            code: s.code.clone(),
            name: NameDto::from(&s.name),
            credits: i32::from(s.credits),
            marking_system: s.marking_system.code().into(),
            final_form: s.final_form.code().into(),
            source: s.source.code().into(),
            passed: s.outcome.state == domain::assessment::ResultState::Passed,
            result: ResultDto::from(&result),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SemesterStandingDto {
    pub semester: i32,
    /// sum(credits × grade) / sum(credits) of the decided exams, to one decimal.
    pub gpa: Option<f64>,
    pub subjects: Vec<SubjectStandingDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StudentResultsDto {
    pub student_id: i64,
    pub edu_group_id: i64,
    pub semesters: Vec<SemesterStandingDto>,
    /// Over every semester shown.
    pub gpa: Option<f64>,
    /// The subjects in debt.
    pub debts: Vec<SubjectStandingDto>,
}

impl From<&StudentResults> for StudentResultsDto {
    fn from(r: &StudentResults) -> Self {
        StudentResultsDto {
            student_id: r.student.get(),
            edu_group_id: r.group.get(),
            semesters: r
                .semesters
                .iter()
                .map(|s| SemesterStandingDto {
                    semester: s.semester,
                    gpa: s.gpa.map(|g| g.as_f64()),
                    subjects: s.subjects.iter().map(SubjectStandingDto::from).collect(),
                })
                .collect(),
            gpa: r.gpa.map(|g| g.as_f64()),
            debts: r.debts().map(SubjectStandingDto::from).collect(),
        }
    }
}

/// Per semester and subject: JN, ON, YN, the total, grade 2..5, the letter (credit system),
/// credits, whether it passed and the attempt; each semester's GPA and the cumulative one; the
/// debts. A subject recorded by a typed rating before the journal shows it as its total (`source`
/// `RECORDED`).
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path), ResultsParams),
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
#[get(r"/students/{id:\d+}/results/")]
pub async fn student_results(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<i64>,
    params: web::Query<ResultsParams>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(path.into_inner(), lang)?;
    let semester = params.semester;
    let results =
        run(&state, lang, move |s| GetStudentResults { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, semester)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentResultsDto::from(&results) }))
}

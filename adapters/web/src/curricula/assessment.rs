use actix_web::{get, put, web, HttpResponse};
use application::curricula::{CurriculumAssessment, GetCurriculumAssessment, SaveCurriculumAssessment, SubjectPlanForm};
use domain::assessment::{ControlForm, PlanForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{curriculum_id, required_version};
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::journal::PlanDto;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PlannedSubjectDto {
    pub edu_subject_id: i64,
    pub code: String,
    pub name: NameDto,
    pub study_hours: i32,
    #[serde(flatten)]
    pub plan: PlanDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SemesterPlansDto {
    pub semester_number: i32,
    pub subjects: Vec<PlannedSubjectDto>,
}

/// A curriculum's assessment plans, semester by semester.
#[derive(Debug, Serialize, ToSchema)]
pub struct AssessmentDto {
    pub curriculum_id: i64,
    #[schema(value_type = crate::codes::RatingTypeCode)]
    pub rating_type: String,
    #[schema(value_type = crate::codes::CurriculumStatusCode)]
    pub status: String,
    /// Plans change while the distribution does: while the curriculum is `NEW`.
    pub editable: bool,
    /// The curriculum's version, which a save names.
    pub version: i32,
    pub semesters: Vec<SemesterPlansDto>,
}

impl From<&CurriculumAssessment> for AssessmentDto {
    fn from(a: &CurriculumAssessment) -> Self {
        let mut semesters: Vec<SemesterPlansDto> = Vec::new();
        for planned in &a.subjects {
            let subject = PlannedSubjectDto {
                edu_subject_id: planned.subject.get(),
                code: planned.code.clone(),
                name: NameDto::from(&planned.name),
                study_hours: planned.study_hours,
                plan: PlanDto::from(&planned.plan),
            };
            match semesters.iter_mut().find(|s| s.semester_number == planned.semester) {
                Some(semester) => semester.subjects.push(subject),
                None => semesters.push(SemesterPlansDto { semester_number: planned.semester, subjects: vec![subject] }),
            }
        }
        AssessmentDto {
            curriculum_id: a.curriculum.get(),
            rating_type: a.rating_type.code().into(),
            status: a.status.code().into(),
            editable: a.editable,
            version: a.version.get(),
            semesters,
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ControlWriteDto {
    #[schema(required = true, value_type = crate::codes::ControlCode)]
    pub control: String,
    #[schema(required = true, minimum = 0, maximum = 100)]
    pub max_points: i64,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct PlanWriteDto {
    #[schema(required = true, minimum = 1, maximum = 12)]
    pub semester_number: i64,
    #[schema(required = true)]
    pub edu_subject_id: i64,
    #[schema(required = true, value_type = crate::codes::MarkingSystemCode)]
    pub marking_system: String,
    #[schema(required = true, value_type = crate::codes::FinalFormCode)]
    pub final_form: String,
    #[schema(required = true, minimum = 0, maximum = 30)]
    pub credits: i64,
    /// The maxima of `CURRENT`, `MIDTERM` and `FINAL` (a control left out is not held): they add up
    /// to 100 on the hundred-point and credit systems; each is 0 or 5 on the five-point one.
    #[schema(required = true)]
    pub controls: Vec<ControlWriteDto>,
    pub current_entered: bool,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct AssessmentWriteDto {
    /// The plans to change; the others stay.
    #[schema(required = true)]
    pub plans: Vec<PlanWriteDto>,
    #[schema(required = true)]
    pub version: Option<i32>,
}

/// Every semester subject of the curriculum with its assessment plan: marking system, final form,
/// credits and the controls' maximum points.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<AssessmentDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/curriculums/{id:\d+}/assessment/")]
pub async fn get_assessment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(path.into_inner(), lang)?;
    let found = run(&state, lang, move |s| GetCurriculumAssessment { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: AssessmentDto::from(&found) }))
}

/// Writes the named plans under the curriculum's `version`, while the curriculum is `NEW` (409 for
/// another state; an approved curriculum's plans change as its subjects do, after its approval is
/// cancelled). 422 under `plans.N.controls` (`maxima_sum`, `five_point_maximum`,
/// `exam_needs_final`, `no_controls`), `plans.N.controls.M.*`, `plans.N.edu_subject_id`
/// (`not_in_semester`, `duplicate`) and the other fields.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    request_body = AssessmentWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<AssessmentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/curriculums/{id:\d+}/assessment/")]
pub async fn save_assessment(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<i64>,
    body: web::Json<AssessmentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(path.into_inner(), lang)?;
    let version = required_version(body.version, lang)?;
    let forms: Vec<SubjectPlanForm> = body
        .plans
        .iter()
        .map(|p| SubjectPlanForm {
            semester_number: p.semester_number,
            edu_subject_id: p.edu_subject_id,
            plan: PlanForm {
                marking_system: p.marking_system.clone(),
                final_form: p.final_form.clone(),
                credits: p.credits,
                controls: p.controls.iter().map(|c| ControlForm { control: c.control.clone(), max_points: c.max_points }).collect(),
                current_entered: p.current_entered,
            },
        })
        .collect();
    let saved =
        run(&state, lang, move |s| SaveCurriculumAssessment { unit: &*s.unit }.execute(&session.actor, id, &forms, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: AssessmentDto::from(&saved) }))
}

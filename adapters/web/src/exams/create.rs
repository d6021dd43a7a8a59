use actix_web::{post, web, HttpResponse};
use application::exams::CreateExam;

use super::{ExamDto, ExamWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// 409 `schedule_group_busy`, `schedule_teacher_busy` or `schedule_room_busy` when the group (or
/// subgroup), examiner or room already has a lesson or an exam at that date and class hour, naming
/// it; 422 under `room_id` (too small), `edu_subject_id` (not in the semester), `semester` (neither
/// the current one nor, for a retake, an earlier one), `subgroup`, `date` (a Sunday), `attempt` (a
/// retake of the midterm), `examiner_id`. The exam's control sheet takes its date and examiner. A
/// group of another institution is 404.
#[utoipa::path(
    tag = "exams",
    request_body = ExamWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ExamDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/exams/")]
pub async fn create_exam(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ExamWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let exam = run(&state, lang, move |s| CreateExam { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ExamDto::from(&exam) }))
}

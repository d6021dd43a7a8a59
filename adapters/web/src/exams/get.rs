use actix_web::{get, web, HttpResponse};
use application::exams::GetExam;

use super::{exam_id, ExamDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// One exam; another institution's is 404.
#[utoipa::path(
    tag = "exams",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<ExamDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/exams/{id:\d+}/")]
pub async fn get_exam(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = exam_id(id.into_inner(), lang)?;
    let exam = run(&state, lang, move |s| GetExam { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ExamDto::from(&exam) }))
}

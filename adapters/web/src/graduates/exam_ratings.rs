use actix_web::{get, web, HttpResponse};
use application::graduates::GetExamRatings;

use super::{graduate_id, ExamSheetDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The final state attestation (DAK) exams of the student's curriculum with the student's ratings
/// and the scale.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<ExamSheetDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/graduates/{id:\d+}/exam-ratings/")]
pub async fn get_exam_ratings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let sheet = run(&state, lang, move |s| GetExamRatings { graduates: &*s.graduate_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ExamSheetDto::from(sheet) }))
}

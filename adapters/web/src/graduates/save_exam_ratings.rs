use actix_web::{put, web, HttpResponse};
use application::graduates::{ExamRatingForm, SaveExamRatings};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{graduate_id, ExamSheetDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ExamRatingDto {
    pub exam_id: i64,
    /// `null` clears the rating.
    pub rating: Option<i64>,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ExamRatingsBody {
    /// The cells to change; cells not sent stay as they are.
    pub ratings: Vec<ExamRatingDto>,
}

/// Sets or clears the ratings of DAK exams, all or none: each exam of the student's curriculum (422
/// under `ratings.N.exam_id`), each rating on its scale (422 under `ratings.N.rating`); only while
/// the student is a candidate (409 `not_a_candidate`).
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    request_body = ExamRatingsBody,
    responses(
        (status = 200, body = inline(ResultBody<ExamSheetDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/graduates/{id:\d+}/exam-ratings/")]
pub async fn save_exam_ratings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ExamRatingsBody>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let cells = body.ratings.iter().map(|r| ExamRatingForm { exam_id: r.exam_id, rating: r.rating }).collect();
    let sheet = run(&state, lang, move |s| SaveExamRatings { unit: &*s.unit }.execute(&session.actor, id, cells, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ExamSheetDto::from(sheet) }))
}

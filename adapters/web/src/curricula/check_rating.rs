use actix_web::{post, web, HttpResponse};
use application::curricula::CheckCurriculumRating;
use application::AppError;
use domain::ids::EduSubjectId;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::curriculum_id;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CheckRatingDto {
    #[serde(default)]
    #[schema(required = true)]
    pub edu_subject_id: i64,
    #[serde(default)]
    #[schema(required = true)]
    pub curriculum_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HasRatingDto {
    pub has_rating: bool,
}

/// Whether a subject of a curriculum has ratings (then it cannot be removed from the curriculum or
/// a semester).
#[utoipa::path(
    tag = "curricula",
    request_body = CheckRatingDto,
    responses((status = 200, body = inline(ResultBody<HasRatingDto>)), (status = 404, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/curriculums/check-rating/")]
pub async fn check_rating(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    body: web::Json<CheckRatingDto>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(body.curriculum_id, lang)?;
    let subject = EduSubjectId::new(body.edu_subject_id)
        .map_err(|invalid| ApiError::new(AppError::Validation(ValidationErrors::single("edu_subject_id", invalid)), lang))?;
    let has_rating =
        run(&state, lang, move |s| CheckCurriculumRating { curricula: &*s.curricula }.execute(&session.actor, id, subject)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: HasRatingDto { has_rating } }))
}

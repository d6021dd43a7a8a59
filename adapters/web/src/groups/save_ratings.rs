use actix_web::{put, web, HttpResponse};
use application::groups::{RatingCellForm, SaveRatings};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{group_id, RatingSheetDto, SemesterParam};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RatingWriteDto {
    #[schema(required = true)]
    pub student_id: i64,
    #[schema(required = true)]
    pub edu_subject_id: i64,
    /// No rating removes the stored one.
    pub rating: Option<i64>,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RatingsWriteDto {
    pub ratings: Vec<RatingWriteDto>,
}

/// All cells or none (422 under `ratings.N.rating`, `ratings.N.student_id`,
/// `ratings.N.edu_subject_id`; `journal_result` under `ratings.N.rating` for a cell the journal
/// holds); each changed cell is audited.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path), SemesterParam),
    request_body = RatingsWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<RatingSheetDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/edu-groups/{id:\d+}/ratings/")]
pub async fn save_ratings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    query: web::Query<SemesterParam>,
    body: web::Json<RatingsWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let semester = query.semester;
    let cells: Vec<RatingCellForm> = body
        .ratings
        .iter()
        .map(|r| RatingCellForm { student_id: r.student_id, edu_subject_id: r.edu_subject_id, rating: r.rating })
        .collect();
    let sheet =
        run(&state, lang, move |s| SaveRatings { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, semester, &cells, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RatingSheetDto::from(sheet) }))
}

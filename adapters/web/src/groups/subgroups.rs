use actix_web::{get, web, HttpResponse};
use application::groups::{GetSubgroups, Split};
use application::AppError;
use domain::ids::EduSubjectId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::group_id;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SubgroupDto {
    pub name: String,
    pub student_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SplitDto {
    pub edu_subject_id: i64,
    /// Empty while the group is not split for the subject.
    pub subgroups: Vec<SubgroupDto>,
}

impl SplitDto {
    pub fn new(subject: EduSubjectId, split: Split) -> SplitDto {
        SplitDto {
            edu_subject_id: subject.get(),
            subgroups: split
                .into_iter()
                .map(|(name, students)| SubgroupDto { name, student_ids: students.iter().map(|s| s.get()).collect() })
                .collect(),
        }
    }
}

pub(super) fn subject_id(id: i64, language: domain::language::Language) -> Result<EduSubjectId, ApiError> {
    EduSubjectId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

/// The group's subgroups for one subject.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path), ("edu_subject_id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<SplitDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/subgroups/{edu_subject_id:\d+}/")]
pub async fn get_subgroups(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, subject) = path.into_inner();
    let (id, subject) = (group_id(id, lang)?, subject_id(subject, lang)?);
    let split = run(&state, lang, move |s| GetSubgroups { unit: &*s.unit }.execute(&session.actor, id, subject)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SplitDto::new(subject, split) }))
}

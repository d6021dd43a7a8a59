use actix_web::{post, web, HttpResponse};
use application::teaching::{RecordTopics, TopicsForm};
use application::AppError;
use domain::ids::{EduSubjectId, GroupId};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// What one held lesson covered.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct AddTopicsDto {
    /// `YYYY-MM-DD`: the day of the lesson, today or earlier.
    pub date: String,
    pub class_hour_id: i64,
    /// The teacher's own topics of the subject; replaces what was recorded for that lesson.
    pub topic_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AddedTopicsDto {
    pub date: String,
    pub class_hour_id: i64,
    pub topic_ids: Vec<i64>,
}

/// 422 under `date` (`lesson_in_future`) for a lesson that has not taken place; 422
/// `lesson_not_held` when the teacher has no lesson of this subject with this group at that date
/// and class hour; 422 under `topic_ids` for topics not the teacher's own of the subject.
#[utoipa::path(
    tag = "teachers",
    params(("groupId" = i64, Path), ("subjectId" = i64, Path)),
    request_body = AddTopicsDto,
    responses(
        (status = 200, body = inline(ResultBody<AddedTopicsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/teachers/edu-groups/{groupId:\d+}/edu_subjects/{subjectId:\d+}/add-topics/")]
pub async fn add_topics(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<(i64, i64)>,
    body: web::Json<AddTopicsDto>,
) -> Result<HttpResponse, ApiError> {
    let (group, subject) = path.into_inner();
    let not_found = || ApiError::new(AppError::NotFound, lang);
    let group = GroupId::new(group).map_err(|_| not_found())?;
    let subject = EduSubjectId::new(subject).map_err(|_| not_found())?;
    let form = TopicsForm { date: body.date.clone(), class_hour_id: body.class_hour_id, topic_ids: body.topic_ids.clone() };
    let answer = AddedTopicsDto { date: body.date.trim().to_string(), class_hour_id: body.class_hour_id, topic_ids: Vec::new() };
    let recorded =
        run(&state, lang, move |s| RecordTopics { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, group, subject, form, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: AddedTopicsDto { topic_ids: recorded.iter().map(|t| t.get()).collect(), ..answer } }))
}

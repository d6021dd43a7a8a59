use actix_web::{get, web, HttpResponse};
use application::teaching::TeacherGroups;
use serde::Serialize;
use utoipa::ToSchema;

use super::TeacherSubjectDto;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::schedule::LessonGroupDto;
use crate::state::AppState;

/// A group the teacher teaches a subject to.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeacherGroupDto {
    pub edu_group: LessonGroupDto,
    pub edu_subject: TeacherSubjectDto,
    /// Lessons that have taken place up to today.
    pub lessons_held: i64,
    /// Held lessons with their topics recorded.
    pub topics_entered: i64,
    /// Held lessons still without topics.
    pub topics_left: i64,
}

/// Permission: `teacher-edu-groups-view`. Each group and subject of the teacher's lessons in the
/// current institution, with the progress of the topic entry.
#[utoipa::path(
    tag = "teachers",
    responses(
        (status = 200, body = inline(ListBody<TeacherGroupDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/teachers/edu-groups/")]
pub async fn teacher_groups(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    let rows = run(&state, lang, move |s| TeacherGroups { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor)).await?;
    let results = rows
        .iter()
        .map(|r| TeacherGroupDto {
            edu_group: LessonGroupDto { id: r.group_id.get(), name: r.group_name.clone() },
            edu_subject: TeacherSubjectDto::from(&r.subject),
            lessons_held: r.lessons_held,
            topics_entered: r.topics_entered,
            topics_left: r.topics_left,
        })
        .collect();
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}

use actix_web::{get, web, HttpResponse};
use application::teaching::{LessonJournal, TeacherLessons};
use application::AppError;
use domain::ids::{EduSubjectId, GroupId};
use serde::Serialize;
use utoipa::ToSchema;

use super::TeacherSubjectDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::schedule::{LessonClassHourDto, LessonGroupDto, LessonRoomDto};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonTopicDto {
    pub id: i64,
    pub name: String,
    pub order: i32,
}

/// A lesson that took place, with the topics recorded for it.
#[derive(Debug, Serialize, ToSchema)]
pub struct HeldLessonDto {
    pub schedule_id: i64,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub class_hour: LessonClassHourDto,
    pub subgroup: Option<u8>,
    pub subgroup_name: Option<String>,
    pub room: LessonRoomDto,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    /// Empty while the topics are not entered.
    pub topics: Vec<LessonTopicDto>,
}

/// The held lessons of one group and subject of the teacher, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LessonJournalDto {
    pub edu_group: LessonGroupDto,
    pub edu_subject: TeacherSubjectDto,
    pub lessons_held: i64,
    pub topics_entered: i64,
    pub topics_left: i64,
    pub lessons: Vec<HeldLessonDto>,
}

impl From<&LessonJournal> for LessonJournalDto {
    fn from(j: &LessonJournal) -> Self {
        LessonJournalDto {
            edu_group: LessonGroupDto { id: j.group_id.get(), name: j.group_name.clone() },
            edu_subject: TeacherSubjectDto::from(&j.subject),
            lessons_held: j.lessons_held,
            topics_entered: j.topics_entered,
            topics_left: j.topics_left,
            lessons: j
                .lessons
                .iter()
                .map(|h| {
                    let v = &h.lesson;
                    let d = &v.lesson.details;
                    HeldLessonDto {
                        schedule_id: v.lesson.id.get(),
                        date: h.date.format("%Y-%m-%d").to_string(),
                        class_hour: LessonClassHourDto {
                            id: d.class_hour.get(),
                            number: v.class_hour_number,
                            start_time: v.class_hour_start.format("%H:%M").to_string(),
                            end_time: v.class_hour_end.format("%H:%M").to_string(),
                        },
                        subgroup: d.subgroup,
                        subgroup_name: v.subgroup_name.clone(),
                        room: LessonRoomDto {
                            id: d.room.get(),
                            name: v.room_name.clone(),
                            capacity: v.room_capacity,
                            building_name: v.building_name.clone(),
                        },
                        lesson_type: d.lesson_type.code().into(),
                        topics: h
                            .topics
                            .iter()
                            .map(|t| LessonTopicDto { id: t.topic.get(), name: t.name.clone(), order: t.order })
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

/// What the preview page of a group and subject shows: the lessons held up to today with their
/// topics, and the counts. 404 unless the teacher has lessons of that subject with that group.
#[utoipa::path(
    tag = "teachers",
    params(("groupId" = i64, Path), ("subjectId" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<LessonJournalDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/teachers/edu-groups/{groupId:\d+}/edu_subjects/{subjectId:\d+}/lessons/")]
pub async fn teacher_lessons(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (group, subject) = path.into_inner();
    let not_found = || ApiError::new(AppError::NotFound, lang);
    let group = GroupId::new(group).map_err(|_| not_found())?;
    let subject = EduSubjectId::new(subject).map_err(|_| not_found())?;
    let journal =
        run(&state, lang, move |s| TeacherLessons { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, group, subject)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: LessonJournalDto::from(&journal) }))
}

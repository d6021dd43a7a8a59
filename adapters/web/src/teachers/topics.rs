use actix_web::{delete, get, post, put, web, HttpResponse};
use application::teaching::{CreateTopic, DeleteTopic, GetTopic, ListTopics, TeacherSubjects, UpdateTopic};
use application::AppError;
use domain::ids::{EduSubjectId, TopicId};
use domain::language::Language;
use domain::schedule::{Topic, TopicForm};
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams, NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A topic of one of the teacher's subjects.
#[derive(Debug, Serialize, ToSchema)]
pub struct TopicDto {
    pub id: i64,
    pub edu_subject_id: i64,
    pub name: String,
    /// Hours the topic takes.
    pub hours: i32,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    /// Its place among the subject's topics (1 first).
    pub order: i32,
    pub version: i32,
}

impl From<&Topic> for TopicDto {
    fn from(t: &Topic) -> Self {
        TopicDto {
            id: t.id.get(),
            edu_subject_id: t.details.subject.get(),
            name: t.details.name.clone(),
            hours: t.details.hours,
            lesson_type: t.details.lesson_type.code().into(),
            order: t.details.order,
            version: t.version.get(),
        }
    }
}

/// A topic as a form sends it; `version` is required by PUT.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TopicWriteDto {
    /// One of the teacher's subjects (`GET /teachers/edu-subjects/`).
    pub edu_subject_id: i64,
    pub name: String,
    /// 1 to 1000.
    pub hours: i64,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    /// 1 to 10000.
    pub order: i64,
    pub version: Option<i32>,
}

impl TopicWriteDto {
    fn form(&self) -> TopicForm {
        TopicForm {
            edu_subject_id: self.edu_subject_id,
            name: self.name.clone(),
            hours: self.hours,
            lesson_type: self.lesson_type.clone(),
            order: self.order,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TopicFilters {
    pub edu_subject_id: Option<i64>,
}

fn topic_id(id: i64, language: Language) -> Result<TopicId, ApiError> {
    TopicId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

/// The teacher's own topics, by subject and order.
#[utoipa::path(
    tag = "teachers",
    params(ListParams, TopicFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<TopicDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/teachers/topics/")]
pub async fn list_topics(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<TopicFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let subject = filters.edu_subject_id.map(EduSubjectId::new).transpose().map_err(|e| errors.add("edu_subject_id", e)).ok().flatten();
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "topics", title: catalogue::text("teacher.topics"), columns: topic_columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let topics = ListTopics { unit: &*s.unit }.execute(&session.actor, subject, page)?;
            // The subject's name as the screen shows it, from the teacher's own subjects; a failed
            // read fails the file rather than leaving the names out.
            let subjects = TeacherSubjects { unit: &*s.unit }.execute(&session.actor)?;
            Ok(topics.map(|topic| {
                let topic = TopicDto::from(&topic);
                let name = subjects.iter().find(|s| s.id.get() == topic.edu_subject_id).map(|s| NameDto::from(&s.name));
                (topic, name)
            }))
        })
        .await;
    }
    // Never the default: a refused page returned with the errors above.
    let page = page.unwrap_or_default();
    let topics = run(&state, lang, move |s| ListTopics { unit: &*s.unit }.execute(&session.actor, subject, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(topics, |t| TopicDto::from(&t))))
}

/// A topic of a subject the teacher teaches (422 under `edu_subject_id` otherwise; 422
/// `not_a_teacher` when the user is not on the institution's staff).
#[utoipa::path(
    tag = "teachers",
    request_body = TopicWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<TopicDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/teachers/topics/")]
pub async fn create_topic(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<TopicWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let topic = run(&state, lang, move |s| CreateTopic { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: TopicDto::from(&topic) }))
}

/// Another teacher's topic is 404.
#[utoipa::path(
    tag = "teachers",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<TopicDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/teachers/topics/{id:\d+}/")]
pub async fn get_topic(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = topic_id(id.into_inner(), lang)?;
    let topic = run(&state, lang, move |s| GetTopic { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TopicDto::from(&topic) }))
}

/// A stale `version` is 409.
#[utoipa::path(
    tag = "teachers",
    params(("id" = i64, Path)),
    request_body = TopicWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<TopicDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/teachers/topics/{id:\d+}/")]
pub async fn update_topic(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<TopicWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = topic_id(id.into_inner(), lang)?;
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let form = body.form();
    let topic = run(&state, lang, move |s| UpdateTopic { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TopicDto::from(&topic) }))
}

/// 409 while a held lesson has the topic recorded.
#[utoipa::path(
    tag = "teachers",
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/teachers/topics/{id:\d+}/")]
pub async fn delete_topic(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = topic_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteTopic { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A topic with its subject's name.
type TopicRow = (TopicDto, Option<NameDto>);

/// The columns of the topics screen.
fn topic_columns() -> Vec<Column<TopicRow>> {
    vec![
        Column::new(catalogue::text("teacher.topic.order"), 10, |(row, _): &TopicRow, _| export::number(i64::from(row.order))),
        Column::new(catalogue::text("teacher.topic.name"), 48, |(row, _), _| export::text(&row.name)),
        Column::new(catalogue::text("teacher.topics.subjectFilter"), 30, |(row, subject), lang| match subject {
            Some(name) => export::name(name, lang),
            None => export::number(row.edu_subject_id),
        }),
        Column::new(catalogue::text("classHours.picker.hours"), 8, |(row, _), _| export::number(i64::from(row.hours))),
        Column::new(catalogue::text("schedule.field.lessonType"), 16, |(row, _), lang| {
            export::label(&row.lesson_type, labels::LESSON_TYPE, lang)
        }),
    ]
}

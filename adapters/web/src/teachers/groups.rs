use actix_web::{get, web, HttpResponse};
use application::teaching::TeacherGroups;
use application::AppError;
use domain::actor::Actor;
use domain::paging::Page;
use serde::Serialize;
use utoipa::ToSchema;

use super::TeacherSubjectDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
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

/// Each group and subject of the teacher's lessons in the current institution, with the progress of
/// the topic entry.
#[utoipa::path(
    tag = "teachers",
    params(FormatParams),
    responses(
        (status = 200, content((inline(ListBody<TeacherGroupDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
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
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    if format.is_xlsx() {
        let sheet = Export { file: "teacher-groups", title: catalogue::text("groups.title"), columns: columns() };
        // The whole list is worked out at once; it is small (a teacher's groups and subjects).
        return export::export(&state, lang, sheet, move |s, page| {
            if page.page() > 1 {
                return Ok(Page::exact(Vec::new(), 0));
            }
            Ok(Page::exact(groups(s, &session.actor)?, 0))
        })
        .await;
    }
    let results = run(&state, lang, move |s| groups(s, &session.actor)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}

fn groups(state: &AppState, actor: &Actor) -> Result<Vec<TeacherGroupDto>, AppError> {
    let rows = TeacherGroups { unit: &*state.unit, clock: &*state.clock }.execute(actor)?;
    Ok(rows
        .iter()
        .map(|r| TeacherGroupDto {
            edu_group: LessonGroupDto { id: r.group_id.get(), name: r.group_name.clone() },
            edu_subject: TeacherSubjectDto::from(&r.subject),
            lessons_held: r.lessons_held,
            topics_entered: r.topics_entered,
            topics_left: r.topics_left,
        })
        .collect())
}

/// The columns of the teacher's groups screen.
fn columns() -> Vec<Column<TeacherGroupDto>> {
    vec![
        Column::new(catalogue::text("groups.preview.title"), 16, |row: &TeacherGroupDto, _| export::text(&row.edu_group.name)),
        Column::new(catalogue::text("groups.grouping.subject"), 40, |row, lang| {
            export::text(&format!("{} — {}", row.edu_subject.code, export::name_of(&row.edu_subject.name, lang)))
        }),
        Column::new(catalogue::text("reports.field.lessonsHeld"), 12, |row, _| export::number(row.lessons_held)),
        Column::new(catalogue::text("teacher.topicsEntered"), 12, |row, _| export::number(row.topics_entered)),
        Column::new(catalogue::text("teacher.topicsLeft"), 10, |row, _| export::number(row.topics_left)),
    ]
}

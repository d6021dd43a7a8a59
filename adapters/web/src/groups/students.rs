use actix_web::{get, web, HttpResponse};
use application::groups::GroupStudents;
use application::ports::Member;
use serde::Serialize;
use utoipa::ToSchema;

use super::group_id;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;
use crate::students::StudentStatusDto;

/// One student as a group's card, subgroups and rating sheet list them.
#[derive(Debug, Serialize, ToSchema)]
pub struct GroupStudentDto {
    pub id: i64,
    pub fio: String,
    pub pinfl: String,
    pub student_status: StudentStatusDto,
}

impl From<&Member> for GroupStudentDto {
    fn from(m: &Member) -> Self {
        GroupStudentDto { id: m.id.get(), fio: m.fio.clone(), pinfl: m.pinfl.clone(), student_status: m.status.into() }
    }
}

/// Every student of the group, by surname, in one answer (a group holds at most its planned size).
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ListBody<GroupStudentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/students/")]
pub async fn group_students(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let students = run(&state, lang, move |s| GroupStudents { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(students.iter().map(GroupStudentDto::from).collect())))
}

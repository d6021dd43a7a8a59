use actix_web::{get, web, HttpResponse};
use application::groups::GroupSubjects;

use super::{group_id, GroupSubjectDto, SemesterParam};
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The subjects the group's curriculum places in a semester.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path), SemesterParam),
    responses(
        (status = 200, body = inline(ListBody<GroupSubjectDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/subjects/")]
pub async fn group_subjects(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
    query: web::Query<SemesterParam>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let semester = query.semester;
    let subjects = run(&state, lang, move |s| GroupSubjects { unit: &*s.unit }.execute(&session.actor, id, semester)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(subjects.iter().map(GroupSubjectDto::from).collect())))
}

use actix_web::{get, web, HttpResponse};
use application::teaching::TeacherSubjects;

use super::TeacherSubjectDto;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The subjects of the teacher's teaching positions in the current institution (empty when the user
/// is not on its staff).
#[utoipa::path(
    tag = "teachers",
    responses(
        (status = 200, body = inline(ListBody<TeacherSubjectDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/teachers/edu-subjects/")]
pub async fn teacher_subjects(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    let subjects = run(&state, lang, move |s| TeacherSubjects { unit: &*s.unit }.execute(&session.actor)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(subjects.iter().map(TeacherSubjectDto::from).collect())))
}

use actix_web::{get, web, HttpResponse};
use application::students::GetStudent;

use super::{student_id, StudentDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// With the status history; a student of another institution is 404.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<StudentDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/students/{id:\d+}/")]
pub async fn get_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let student = run(&state, lang, move |s| GetStudent { students: &*s.student_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentDto::detailed(student) }))
}

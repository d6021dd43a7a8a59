use actix_web::{delete, web, HttpResponse};
use application::students::DeleteStudent;

use super::student_id;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Soft: ratings and reports keep resolving the student.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/students/{id:\d+}/")]
pub async fn delete_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteStudent { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

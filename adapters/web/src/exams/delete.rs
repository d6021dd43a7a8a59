use actix_web::{delete, web, HttpResponse};
use application::exams::DeleteExam;

use super::exam_id;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Takes the exam off the calendars; its control sheet and the points on it stay.
#[utoipa::path(
    tag = "exams",
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/exams/{id:\d+}/")]
pub async fn delete_exam(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = exam_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteExam { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::curricula::DeleteCurriculum;

use super::curriculum_id;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Only in NEW; the curriculum leaves lists and lookups but ratings and reports keep resolving it.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/curriculums/{id:\d+}/")]
pub async fn delete_curriculum(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteCurriculum { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

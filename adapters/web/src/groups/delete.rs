use actix_web::{delete, web, HttpResponse};
use application::groups::DeleteGroup;

use super::group_id;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Soft; 409 `group_has_students` while students study in it.
#[utoipa::path(
    tag = "groups",
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
#[delete(r"/edu-groups/{id:\d+}/")]
pub async fn delete_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteGroup { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::science::publications::DeletePublication;
use domain::ids::PublicationId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// With `science-publication-own`, only one's own that is not verified.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/science/publications/{id:\d+}/")]
pub async fn delete_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    run(&state, lang, move |s| DeletePublication { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::science::publications::RemovePublicationFile;
use domain::ids::PublicationId;

use super::PublicationDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// With `science-publication-own`, only one's own.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PublicationDto>)), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/science/publications/{id:\d+}/file/")]
pub async fn remove_publication_file(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let publication = run(&state, lang, move |s| RemovePublicationFile { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

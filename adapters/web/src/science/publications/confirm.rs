use actix_web::{post, web, HttpResponse};
use application::science::publications::ConfirmAuthorship;
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

/// The caller confirms their own authorship; a publication they are not an author of is not found.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PublicationDto>)), (status = 404, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post(r"/science/publications/{id:\d+}/confirm/")]
pub async fn confirm_authorship(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let publication = run(&state, lang, move |s| ConfirmAuthorship { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

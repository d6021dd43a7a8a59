use actix_web::{post, web, HttpResponse};
use application::science::publications::VerifyPublication;
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

/// A publication waiting for the office, each of whose staff authors has confirmed, is verified and
/// counts from then on; 409 `authors_unconfirmed` names who has not.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PublicationDto>)), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post(r"/science/publications/{id:\d+}/verify/")]
pub async fn verify_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let publication = run(&state, lang, move |s| VerifyPublication { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

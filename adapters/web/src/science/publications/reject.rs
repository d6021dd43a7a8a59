use actix_web::{post, web, HttpResponse};
use application::science::publications::RejectPublication;
use domain::ids::PublicationId;
use serde::Deserialize;
use utoipa::ToSchema;

use super::PublicationDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct RejectionDto {
    /// What the authors are to correct.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 1000, pattern = r"\S")]
    pub reason: String,
}

/// The publication goes back to its authors with the reason; a verified one loses its verification.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body = RejectionDto,
    responses(
        (status = 200, body = inline(ResultBody<PublicationDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/science/publications/{id:\d+}/reject/")]
pub async fn reject_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<RejectionDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let reason = body.into_inner().reason;
    let publication = run(&state, lang, move |s| RejectPublication { unit: &*s.unit }.execute(&session.actor, id, &reason, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

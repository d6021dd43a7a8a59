use actix_web::{put, web, HttpResponse};
use application::science::publications::UpdatePublication;
use domain::ids::PublicationId;

use super::{PublicationDto, PublicationWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{path_id, version_of};
use crate::state::AppState;

/// With `science-publication-own`, only one's own. A returned publication, corrected, waits for the
/// office again; a verified one is changed by the office (`science-verify`) only: 409
/// `publication_verified` otherwise.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body = PublicationWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<PublicationDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or a verified publication", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/science/publications/{id:\d+}/")]
pub async fn update_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<PublicationWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let publication = run(&state, lang, move |s| {
        UpdatePublication { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, form, version, &meta)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

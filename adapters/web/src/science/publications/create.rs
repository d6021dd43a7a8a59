use actix_web::{post, web, HttpResponse};
use application::science::publications::CreatePublication;

use super::{PublicationDto, PublicationWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// With `science-publication-add` any publication of the institution; with
/// `science-publication-own` one's own: the caller, found on the staff by their PINFL, is among the
/// authors, and their authorship is confirmed by entering it. It waits for the office.
#[utoipa::path(
    tag = "science",
    request_body = PublicationWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<PublicationDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "A field, or `not_among_authors`, or `not_a_teacher` (the caller is on no staff)", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/science/publications/")]
pub async fn create_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<PublicationWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let publication = run(&state, lang, move |s| {
        CreatePublication { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, institution, form, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: PublicationDto::from(publication) }))
}

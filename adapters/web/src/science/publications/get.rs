use actix_web::{get, web, HttpResponse};
use application::science::publications::GetPublication;
use domain::ids::PublicationId;

use super::PublicationDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// With `science-publication-own`, only one's own.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PublicationDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/science/publications/{id:\d+}/")]
pub async fn get_publication(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let publication =
        run(&state, lang, move |s| GetPublication { science: &*s.science, unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

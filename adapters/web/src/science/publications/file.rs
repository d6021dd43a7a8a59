use actix_web::{get, web, HttpResponse};
use application::science::publications::PublicationPdf;
use domain::ids::PublicationId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// With `science-publication-own`, only one's own. The PDF as it was uploaded.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 403, body = ErrorEnvelope),
        (status = 404, description = "No such publication, or it has no file", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/science/publications/{id:\d+}/file/")]
pub async fn publication_file(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let (file, content) =
        run(&state, lang, move |s| PublicationPdf { science: &*s.science, unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(crate::pdf::inline_pdf(&file.name, content))
}

use actix_multipart::Multipart;
use actix_web::{post, web, HttpResponse};
use application::science::publications::UploadPublicationFile;
use domain::ids::PublicationId;
use domain::science::PublicationFile;
use futures_util::StreamExt;
use serde::Deserialize;
use utoipa::ToSchema;

use super::PublicationDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope, RequestProblem};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// The form as the upload sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct PublicationFileForm {
    /// A PDF document, at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// The file of a multipart upload and its name; a file over the limit is refused while it is read.
async fn read_file(mut multipart: Multipart, lang: domain::language::Language) -> Result<(String, Vec<u8>), ApiError> {
    let malformed = || ApiError::request(RequestProblem::MalformedBody, lang);
    let mut upload = (String::new(), Vec::new());
    while let Some(field) = multipart.next().await {
        let mut field = field.map_err(|_| malformed())?;
        let is_file = field.name() == Some("file");
        // A file sent without a file name has an empty one, which `clean_name` replaces.
        let name = field.content_disposition().and_then(|d| d.get_filename()).unwrap_or_default().to_string();
        let mut content = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| malformed())?;
            if content.len() + chunk.len() > PublicationFile::MAX_BYTES {
                return Err(ApiError::request(RequestProblem::UploadTooLarge, lang));
            }
            content.extend_from_slice(&chunk);
        }
        if is_file {
            upload = (name, content);
        }
    }
    Ok(upload)
}

/// With `science-publication-own`, only one's own. The PDF of the publication, in place of any
/// earlier one: a file that is not a PDF (whatever its name) is refused with 422 `file_not_pdf`,
/// one over 5 MB with 413.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body(content = PublicationFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = inline(ResultBody<PublicationDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "A verified publication", body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/science/publications/{id:\d+}/file/")]
pub async fn upload_publication_file(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    multipart: Multipart,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, PublicationId::new)?;
    let (name, content) = read_file(multipart, lang).await?;
    let publication =
        run(&state, lang, move |s| UploadPublicationFile { unit: &*s.unit }.execute(&session.actor, id, &name, &content, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

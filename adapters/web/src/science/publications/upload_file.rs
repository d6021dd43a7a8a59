use actix_multipart::Multipart;
use actix_web::{post, web, HttpResponse};
use application::science::publications::UploadPublicationFile;
use domain::ids::PublicationId;
use domain::science::PublicationFile;
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
use crate::upload;

/// The form as the upload sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct PublicationFileForm {
    /// A PDF document, at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
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
    let upload::Part { file_name: name, content, .. } = upload::file(multipart, PublicationFile::MAX_BYTES, lang).await?;
    let publication =
        run(&state, lang, move |s| UploadPublicationFile { unit: &*s.unit }.execute(&session.actor, id, &name, &content, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PublicationDto::from(publication) }))
}

use actix_web::{post, web, HttpResponse};
use application::graduates::IssueDocument;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{graduate_id, DocumentDto, GraduateDocumentKindDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IssueDocumentDto {
    pub kind: GraduateDocumentKindDto,
    #[serde(default)]
    pub duplicate: bool,
}

/// Each kind needs its own (`generate-diploma`, `generate-appendix` or `generate-certificate`), a
/// duplicate the kind's `-duplicate` one; a role with none of the six is 403. A diploma or appendix
/// needs a graduate (409 `not_graduated`) with a naming (422 `naming_required`); a certificate any
/// candidate or graduate. Issuing an original again makes a new version and revokes the old one; a
/// duplicate needs a valid original (422 `original_required`), gets the number `<original>-D<n>`
/// and says "DUBLIKAT". The PDF is set once and stored.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    request_body = IssueDocumentDto,
    responses(
        (status = 201, body = inline(ResultBody<DocumentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/graduates/{id:\d+}/documents/")]
pub async fn issue_document(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<IssueDocumentDto>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let (kind, duplicate) = (body.kind.into(), body.duplicate);
    let document = run(&state, lang, move |s| {
        IssueDocument { unit: &*s.unit, printer: &*s.document_printer, clock: &*s.clock, public_url: &s.public_url }.execute(
            &session.actor,
            id,
            kind,
            duplicate,
            &meta,
        )
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DocumentDto::from(&document) }))
}

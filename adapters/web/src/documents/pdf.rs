use actix_web::{get, web, HttpResponse};
use application::graduates::DocumentPdf;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// With `graduate-view` a graduate's document, with `student-view` or `student-document` a studying
/// student's transcript or reference. The PDF of an issued document exactly as it was stored when
/// it was issued; another institution's is 404.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/documents/{id:\d+}/pdf/")]
pub async fn document_pdf(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let stored = run(&state, lang, move |s| DocumentPdf { graduates: &*s.graduate_queries }.execute(&session.actor, id)).await?;
    Ok(crate::pdf::issued_pdf(stored))
}

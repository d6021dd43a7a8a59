use actix_web::{delete, web, HttpResponse};
use application::subjects::DeleteSubject;
use application::AppError;
use domain::ids::SubjectId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A subject a model curriculum, bundle or curriculum still uses answers 409 `still_referenced`
/// naming them.
#[utoipa::path(
    tag = "subjects",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/edu-subjects/{id:\d+}/")]
pub async fn delete_subject(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteSubject { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

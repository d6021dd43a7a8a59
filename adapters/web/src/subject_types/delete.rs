use actix_web::{delete, web, HttpResponse};
use application::subject_types::DeleteSubjectType;
use application::AppError;
use domain::ids::SubjectTypeId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A type subjects still have answers 409 `still_referenced` naming them.
#[utoipa::path(
    tag = "subject-types",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/edu-subjects/types/{id:\d+}/")]
pub async fn delete_subject_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectTypeId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteSubjectType { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

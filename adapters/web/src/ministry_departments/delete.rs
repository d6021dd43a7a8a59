use actix_web::{delete, web, HttpResponse};
use application::ministry_departments::DeleteMinistryDepartment;
use application::AppError;
use domain::ids::MinistryDepartmentId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Refused while it has sub-departments.
#[utoipa::path(
    tag = "ministry-departments",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/ministry-departments/{id:\d+}/")]
pub async fn delete_ministry_department(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = MinistryDepartmentId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteMinistryDepartment { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::staff::DeleteStaff;
use application::AppError;
use domain::ids::StaffId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Soft: the record leaves lists, its history stays.
#[utoipa::path(
    tag = "staff",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/staffs/{id:\d+}/")]
pub async fn delete_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = StaffId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    run(&state, lang, move |s| DeleteStaff { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::science::doctorate::DeleteDoctoralStudent;
use domain::ids::DoctoralStudentId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

/// A student whose defence is recorded stays while the defence does (409).
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope), (status = 409, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/science/doctoral-students/{id:\d+}/")]
pub async fn delete_doctoral_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, DoctoralStudentId::new)?;
    run(&state, lang, move |s| DeleteDoctoralStudent { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, web, HttpResponse};
use application::science::projects::DeleteProject;
use domain::ids::ProjectId;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/science/projects/{id:\d+}/")]
pub async fn delete_project(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, ProjectId::new)?;
    run(&state, lang, move |s| DeleteProject { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

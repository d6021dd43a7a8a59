use actix_web::{put, web, HttpResponse};
use application::science::projects::UpdateProject;
use domain::ids::ProjectId;

use super::{ProjectDto, ProjectWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{path_id, version_of};
use crate::state::AppState;

/// The project's details, funding and members are replaced.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body = ProjectWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ProjectDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or a number taken", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/science/projects/{id:\d+}/")]
pub async fn update_project(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ProjectWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, ProjectId::new)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let project = run(&state, lang, move |s| UpdateProject { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ProjectDto::from(project) }))
}

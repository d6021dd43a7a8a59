use actix_web::{post, web, HttpResponse};
use application::science::projects::CreateProject;

use super::{ProjectDto, ProjectWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Members from the institution's staff or from outside.
#[utoipa::path(
    tag = "science",
    request_body = ProjectWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ProjectDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "Another project of the institution has the number", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/science/projects/")]
pub async fn create_project(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ProjectWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let project = run(&state, lang, move |s| CreateProject { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ProjectDto::from(project) }))
}

use actix_web::{post, web, HttpResponse};
use application::curricula::ArchiveCurriculum;
use domain::version::Version;

use super::{curriculum_id, ActionDto, CurriculumDetailDto};
use crate::action_body::ActionBody;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// APPROVED or INACTIVE → ARCHIVED. An action the state does not allow answers 409
/// `illegal_transition`.
#[utoipa::path(
    tag = "curricula",
    params(("id" = i64, Path)),
    request_body(content = Option<ActionDto>, description = "Optional `{version}`"),
    responses(
        (status = 200, body = inline(ResultBody<CurriculumDetailDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/curriculums/{id:\d+}/archive/")]
pub async fn archive_curriculum(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    ActionBody(body): ActionBody<ActionDto>,
) -> Result<HttpResponse, ApiError> {
    let id = curriculum_id(id.into_inner(), lang)?;
    let version = body.and_then(|b| b.version).map(Version::new);
    let result = run(&state, lang, move |s| ArchiveCurriculum { unit: &*s.unit }.execute(&session.actor, id, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: CurriculumDetailDto::from(result) }))
}

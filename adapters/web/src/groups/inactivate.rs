use actix_web::{post, web, HttpResponse};
use application::groups::InactivateGroup;
use domain::version::Version;

use super::{group_id, GroupDto};
use crate::action_body::ActionBody;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// `{version}`, optional.
#[derive(Debug, Default, serde::Deserialize, utoipa::ToSchema)]
pub struct GroupActionDto {
    pub version: Option<i32>,
}

/// ACTIVE → INACTIVE; 409 for an inactive group.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    request_body(content = Option<GroupActionDto>, description = "Optional `{version}`"),
    responses(
        (status = 200, body = inline(ResultBody<GroupDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/edu-groups/{id:\d+}/inactive/")]
pub async fn inactivate_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    ActionBody(body): ActionBody<GroupActionDto>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let version = body.and_then(|b| b.version).map(Version::new);
    let group = run(&state, lang, move |s| InactivateGroup { unit: &*s.unit }.execute(&session.actor, id, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: GroupDto::from(group) }))
}

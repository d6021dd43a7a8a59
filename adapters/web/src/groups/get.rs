use actix_web::{get, web, HttpResponse};
use application::groups::GetGroup;

use super::{group_id, GroupDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// A group of another institution answers 404.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<GroupDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/")]
pub async fn get_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let group = run(&state, lang, move |s| GetGroup { groups: &*s.group_queries }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: GroupDto::from(group) }))
}

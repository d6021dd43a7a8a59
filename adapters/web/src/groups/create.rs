use actix_web::{post, web, HttpResponse};
use application::groups::CreateGroup;

use super::{GroupDto, GroupWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Only on an approved curriculum of the user's institution (422 under `curriculum_id`); a name
/// taken in the institution is 409.
#[utoipa::path(
    tag = "groups",
    request_body = GroupWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<GroupDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/edu-groups/")]
pub async fn create_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<GroupWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let group = run(&state, lang, move |s| CreateGroup { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: GroupDto::from(group) }))
}

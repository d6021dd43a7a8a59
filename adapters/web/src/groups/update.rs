use actix_web::{put, web, HttpResponse};
use application::groups::UpdateGroup;
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{group_id, GroupDto, GroupWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A stale `version` is 409; the planned size never drops below the students the group holds.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    request_body = GroupWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<GroupDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/edu-groups/{id:\d+}/")]
pub async fn update_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<GroupWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let form = body.form();
    let group = run(&state, lang, move |s| UpdateGroup { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: GroupDto::from(group) }))
}

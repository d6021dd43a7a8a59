use actix_web::{put, web, HttpResponse};
use application::ministry_departments::UpdateMinistryDepartment;
use application::AppError;
use domain::ids::MinistryDepartmentId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{MinistryDepartmentDto, MinistryDepartmentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A department cannot move under itself or one of its sub-departments.
#[utoipa::path(
    tag = "ministry-departments",
    params(("id" = i64, Path)),
    request_body = MinistryDepartmentWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<MinistryDepartmentDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/ministry-departments/{id:\d+}/")]
pub async fn update_ministry_department(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<MinistryDepartmentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = MinistryDepartmentId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let draft = body.draft().map_err(|e| ApiError::new(e.into(), lang))?;
    let department =
        run(&state, lang, move |s| UpdateMinistryDepartment { unit: &*s.unit }.execute(&session.actor, id, draft, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: MinistryDepartmentDto::from(department) }))
}

use actix_web::{put, web, HttpResponse};
use application::departments::UpdateDepartment;
use application::AppError;
use domain::ids::DepartmentId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{DepartmentDto, DepartmentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A department stays in its institution.
#[utoipa::path(
    tag = "departments",
    params(("id" = i64, Path)),
    request_body = DepartmentWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<DepartmentDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/institution-departments/{id:\d+}/")]
pub async fn update_department(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<DepartmentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = DepartmentId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let department =
        run(&state, lang, move |s| UpdateDepartment { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DepartmentDto::from(department) }))
}

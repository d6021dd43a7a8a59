use actix_web::{put, web, HttpResponse};
use application::staff::UpdateStaff;
use application::AppError;
use domain::ids::StaffId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{StaffDto, StaffWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The person's details change for every institution employing them.
#[utoipa::path(
    tag = "staff",
    params(("id" = i64, Path)),
    request_body = StaffWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<StaffDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or the PINFL belongs to another person", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/staffs/{id:\d+}/")]
pub async fn update_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<StaffWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = StaffId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let member = run(&state, lang, move |s| UpdateStaff { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StaffDto::from(member) }))
}

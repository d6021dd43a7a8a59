use actix_web::{post, web, HttpResponse};
use application::staff::CreateStaff;

use super::{StaffDto, StaffWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A person already known by PINFL is reused; one employment per person and institution.
#[utoipa::path(
    tag = "staff",
    request_body = StaffWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<StaffDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The person already works here", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/staffs/")]
pub async fn create_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<StaffWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let member = run(&state, lang, move |s| CreateStaff { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: StaffDto::from(member) }))
}

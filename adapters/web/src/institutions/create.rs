use actix_web::{post, web, HttpResponse};
use application::institutions::CreateInstitution;

use super::{InstitutionDto, InstitutionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "institutions",
    request_body = InstitutionWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<InstitutionDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The code is taken", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/institutions/")]
pub async fn create_institution(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<InstitutionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let institution = run(&state, lang, move |s| CreateInstitution { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: InstitutionDto::from(institution) }))
}

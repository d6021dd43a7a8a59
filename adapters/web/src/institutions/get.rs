use actix_web::{get, web, HttpResponse};
use application::institutions::GetInstitution;
use application::AppError;
use domain::ids::InstitutionId;

use super::InstitutionDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "institutions",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<InstitutionDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/institutions/{id:\d+}/")]
pub async fn get_institution(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = InstitutionId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let institution = run(&state, lang, move |s| GetInstitution { institutions: &*s.institutions }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: InstitutionDto::from(institution) }))
}

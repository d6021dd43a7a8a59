use actix_web::{get, web, HttpResponse};
use application::staff::FindCitizen;
use serde::Deserialize;
use utoipa::IntoParams;

use super::CitizenDto;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CitizenFilters {
    /// 14 digits.
    #[serde(default)]
    #[param(required = true, pattern = r"^[0-9]{14}$")]
    pub pinfl: String,
}

/// The person with this PINFL (none or one), so that nobody is entered twice.
#[utoipa::path(
    tag = "staff",
    params(CitizenFilters),
    responses(
        (status = 200, body = inline(ListBody<CitizenDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "Not a PINFL", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/citizens/")]
pub async fn find_citizens(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    filters: web::Query<CitizenFilters>,
) -> Result<HttpResponse, ApiError> {
    let pinfl = filters.into_inner().pinfl;
    let found = run(&state, lang, move |s| FindCitizen { staff: &*s.staff }.execute(&session.actor, &pinfl)).await?;
    let results: Vec<CitizenDto> = found.iter().map(CitizenDto::from).collect();
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}

use actix_web::{get, web, HttpResponse};
use application::science::FindScienceCitizen;

use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::staff::{CitizenDto, CitizenFilters};
use crate::state::AppState;

/// The person with this PINFL (none or one), so that a doctoral student is never entered twice.
#[utoipa::path(
    tag = "science",
    params(CitizenFilters),
    responses(
        (status = 200, body = inline(ListBody<CitizenDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "Not a PINFL", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/citizens/")]
pub async fn find_science_citizens(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    filters: web::Query<CitizenFilters>,
) -> Result<HttpResponse, ApiError> {
    let pinfl = filters.into_inner().pinfl;
    let found = run(&state, lang, move |s| FindScienceCitizen { staff: &*s.staff }.execute(&session.actor, &pinfl)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(found.iter().map(CitizenDto::from).collect())))
}

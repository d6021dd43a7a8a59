use actix_web::{get, web, HttpResponse};
use application::science::publications::OwnStaffRecord;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::ScienceStaffDto;
use crate::state::AppState;

/// The caller's own staff record in the current institution (found by their PINFL), whom their own
/// publication names as an author.
#[utoipa::path(
    tag = "science",
    responses(
        (status = 200, body = inline(ResultBody<ScienceStaffDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "The caller is on no staff (`not_a_teacher`)", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/me/")]
pub async fn my_staff_record(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    // Never sent as the default: the use case answers `not_a_teacher` to an actor without an
    // institution.
    let institution_id = session.actor.institution_id.map(|id| id.get()).unwrap_or_default();
    let (staff, full_name) = run(&state, lang, move |s| OwnStaffRecord { unit: &*s.unit }.execute(&session.actor)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScienceStaffDto { id: staff.get(), institution_id, full_name } }))
}

use actix_web::{get, web, HttpResponse};
use application::session::MyInstitutions;

use crate::auth::Authenticated;
use crate::dto::{InstitutionRefDto, ListBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The institutions the signed-in user is attached to, for the institution selector.
#[utoipa::path(
    tag = "session",
    responses((status = 200, body = inline(ListBody<InstitutionRefDto>)), (status = 401, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/teachers/institutions/")]
pub async fn my_institutions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    let institutions = run(&state, lang, move |s| MyInstitutions { users: &*s.users }.execute(&session.actor)).await?;
    let results: Vec<InstitutionRefDto> = institutions.iter().map(InstitutionRefDto::from).collect();
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}

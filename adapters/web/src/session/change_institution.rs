use actix_web::{post, web, HttpResponse};
use application::session::ChangeInstitution;
use serde::Deserialize;
use utoipa::ToSchema;

use super::TokenDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Deserialize, ToSchema)]
pub struct ChangeInstitutionDto {
    /// An institution the user is attached to.
    pub institution_id: i64,
}

/// Only for an institution the user is attached to.
#[utoipa::path(
    tag = "session",
    request_body = ChangeInstitutionDto,
    responses(
        (status = 200, body = inline(ResultBody<TokenDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, description = "The user is not attached to the institution", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/users/change-institution/")]
pub async fn change_institution(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ChangeInstitutionDto>,
) -> Result<HttpResponse, ApiError> {
    let institution = body.institution_id;
    let access_token = run(&state, lang, move |s| {
        ChangeInstitution { users: &*s.users, unit: &*s.unit, tokens: &*s.tokens, clock: &*s.clock }.execute(&session, institution, &meta)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TokenDto { access_token } }))
}

use actix_web::{post, web, HttpResponse};
use application::graduates::{Graduate, GraduationForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{graduate_id, GraduateDetailDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct GraduationDto {
    #[schema(value_type = String, format = Date)]
    #[schema(required = true)]
    pub date: String,
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub order_number: String,
}

/// Moves a candidate ACTIVE → GRADUATED with a status-history entry, only when every subject of the
/// curriculum has a passing rating and every DAK exam is rated: otherwise 422
/// `graduation_incomplete` whose `messages` name each missing subject with its semester and each
/// DAK exam.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    request_body = GraduationDto,
    responses(
        (status = 200, body = inline(ResultBody<GraduateDetailDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/graduates/{id:\d+}/graduate/")]
pub async fn graduate(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<GraduationDto>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let form = GraduationForm { date: body.date.clone(), order_number: body.order_number.clone() };
    let card = run(&state, lang, move |s| Graduate { unit: &*s.unit }.execute(&session.actor, id, form, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: GraduateDetailDto::from(card) }))
}

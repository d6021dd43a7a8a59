use actix_web::{post, web, HttpResponse};
use application::directions::CreateDirection;

use super::{DirectionDto, DirectionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "directions",
    request_body = DirectionWriteDto,
    responses((status = 201, body = inline(ResultBody<DirectionDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/edu-directions/")]
pub async fn create_direction(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<DirectionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let direction = run(&state, lang, move |s| CreateDirection { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DirectionDto::from(direction) }))
}

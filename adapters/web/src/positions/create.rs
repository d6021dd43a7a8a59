use actix_web::{post, web, HttpResponse};
use application::positions::CreatePosition;

use super::{PositionDto, PositionWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "positions",
    request_body = PositionWriteDto,
    responses((status = 201, body = inline(ResultBody<PositionDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/institution-positions/")]
pub async fn create_position(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<PositionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let position = run(&state, lang, move |s| CreatePosition { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: PositionDto::from(position) }))
}

use actix_web::{post, web, HttpResponse};
use application::rooms::CreateRoom;

use super::{RoomDto, RoomWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Names are unique within a building.
#[utoipa::path(
    tag = "rooms",
    request_body = RoomWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<RoomDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The name is taken in the building", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/rooms/")]
pub async fn create_room(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<RoomWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let room = run(&state, lang, move |s| CreateRoom { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: RoomDto::from(room) }))
}

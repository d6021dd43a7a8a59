use actix_web::{get, web, HttpResponse};
use application::rooms::GetRoom;
use application::AppError;
use domain::ids::RoomId;

use super::RoomDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "rooms",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<RoomDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/rooms/{id:\d+}/")]
pub async fn get_room(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = RoomId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let room = run(&state, lang, move |s| GetRoom { rooms: &*s.rooms }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RoomDto::from(room) }))
}

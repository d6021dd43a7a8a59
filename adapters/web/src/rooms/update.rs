use actix_web::{put, web, HttpResponse};
use application::rooms::UpdateRoom;
use application::AppError;
use domain::ids::RoomId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{RoomDto, RoomWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "rooms",
    params(("id" = i64, Path)),
    request_body = RoomWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<RoomDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version or a taken name", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/rooms/{id:\d+}/")]
pub async fn update_room(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<RoomWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = RoomId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let room = run(&state, lang, move |s| UpdateRoom { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RoomDto::from(room) }))
}

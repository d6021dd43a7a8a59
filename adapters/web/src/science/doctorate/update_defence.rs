use actix_web::{put, web, HttpResponse};
use application::science::doctorate::UpdateDefence;
use domain::ids::DefenceId;

use super::{DefenceDto, DefenceWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{path_id, version_of};
use crate::state::AppState;

/// A defence stays its student's; its date, council and numbers change.
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body = DefenceWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<DefenceDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/science/defences/{id:\d+}/")]
pub async fn update_defence(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<DefenceWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, DefenceId::new)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let saved =
        run(&state, lang, move |s| UpdateDefence { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, form, version, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DefenceDto::from(saved) }))
}

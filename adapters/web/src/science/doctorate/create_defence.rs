use actix_web::{post, web, HttpResponse};
use application::science::doctorate::CreateDefence;

use super::{DefenceDto, DefenceWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Records a doctoral student's defence, once; the student is `DEFENDED` from then on.
#[utoipa::path(
    tag = "science",
    request_body = DefenceWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<DefenceDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The student's defence is recorded already", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/science/defences/")]
pub async fn create_defence(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<DefenceWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created =
        run(&state, lang, move |s| CreateDefence { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DefenceDto::from(created) }))
}

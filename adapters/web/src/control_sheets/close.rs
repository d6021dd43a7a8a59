use actix_web::{post, web, HttpResponse};
use application::control_sheets::CloseControlSheet;

use super::{address, sheet_dto, ControlSheetDto, SheetParams};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Closes a saved sheet of one's scope by hand (a closed one stays as it is); changes afterwards
/// need `control-sheet-reopen` and a reason.
#[utoipa::path(
    tag = "control-sheets",
    params(("edu_group_id" = i64, Path), ("edu_subject_id" = i64, Path),
        ("control" = crate::codes::ControlCode, Path), SheetParams),
    responses(
        (status = 200, body = inline(ResultBody<ControlSheetDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/control-sheets/{edu_group_id:\d+}/{edu_subject_id:\d+}/{control}/close/")]
pub async fn close_control_sheet(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<(i64, i64, String)>,
    params: web::Query<SheetParams>,
) -> Result<HttpResponse, ApiError> {
    let address = address(path.into_inner(), &params, lang)?;
    let view =
        run(&state, lang, move |s| CloseControlSheet { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, address, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: sheet_dto(&view, lang) }))
}

use actix_web::{get, web, HttpResponse};
use application::control_sheets::GetControlSheet;

use super::{address, sheet_dto, ControlSheetDto, SheetParams};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// With `journal-view` a group of one's scope, with `control-sheet-edit` a sheet one examines. The
/// sheet with the students it lists and their results; a `FINAL` sheet lists only the admitted
/// (JN + ON reach the threshold) and names the others in `not_admitted`; a retake (attempt 2, 3)
/// lists only those still in debt. Before its first save it has no id and version 0. 422
/// `control_not_entered` for a control the subject's plan does not enter on a sheet.
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
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/control-sheets/{edu_group_id:\d+}/{edu_subject_id:\d+}/{control}/")]
pub async fn get_control_sheet(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64, String)>,
    params: web::Query<SheetParams>,
) -> Result<HttpResponse, ApiError> {
    let address = address(path.into_inner(), &params, lang)?;
    let view = run(&state, lang, move |s| GetControlSheet { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, address)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: sheet_dto(&view, lang) }))
}

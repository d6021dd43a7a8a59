use actix_web::{get, web, HttpResponse};
use application::control_sheets::PrintControlSheet;

use super::{address, SheetParams};
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// With `control-sheet-edit`, a sheet one examines. The printable sheet (qaydnoma): an A4 PDF in
/// the `Accept-Language` language with the students, their points, totals and grades, the students
/// not admitted, and signature lines.
#[utoipa::path(
    tag = "control-sheets",
    params(("edu_group_id" = i64, Path), ("edu_subject_id" = i64, Path),
        ("control" = crate::codes::ControlCode, Path), SheetParams),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/control-sheets/{edu_group_id:\d+}/{edu_subject_id:\d+}/{control}/pdf/")]
pub async fn control_sheet_pdf(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64, String)>,
    params: web::Query<SheetParams>,
) -> Result<HttpResponse, ApiError> {
    let address = address(path.into_inner(), &params, lang)?;
    let pdf = run(&state, lang, move |s| {
        PrintControlSheet { unit: &*s.unit, printer: &*s.sheet_printer, clock: &*s.clock }.execute(&session.actor, address, lang)
    })
    .await?;
    Ok(crate::pdf::inline_pdf("qaydnoma.pdf", pdf))
}

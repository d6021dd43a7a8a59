use actix_web::{get, web, HttpResponse};
use application::students::StudentImportTemplate;

use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

pub(crate) const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The `.xlsx` template with the column labels in the caller's language.
#[utoipa::path(
    tag = "students",
    responses(
        (status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body = Vec<u8>),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/students/import/template/")]
pub async fn student_import_template(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
) -> Result<HttpResponse, ApiError> {
    let file = run(&state, lang, move |s| StudentImportTemplate { writer: &*s.spreadsheet_writer }.execute(&session.actor, lang)).await?;
    Ok(HttpResponse::Ok().content_type(XLSX).insert_header(("Content-Disposition", "attachment; filename=\"students.xlsx\"")).body(file))
}

use actix_web::{web, HttpResponse};
use application::ports::{Cell, Sheet};
use application::AppError;
use domain::language::Language;

use super::labels::title;
use crate::error::ApiError;
use crate::run::run;
use crate::state::AppState;
use crate::students::XLSX;

/// A sheet titled by `name`, its columns by the `columns` keys of `labels::title`.
pub(super) fn sheet(name: &str, columns: &[&str], rows: Vec<Vec<Cell>>, language: Language) -> Sheet {
    Sheet { name: name.to_string(), headers: columns.iter().map(|c| title(c, language).to_string()).collect(), rows }
}

pub(super) fn text(value: impl Into<String>) -> Cell {
    Cell::Text(value.into())
}

pub(super) fn number(value: i64) -> Cell {
    Cell::Number(value as f64)
}

/// The sheet as an `.xlsx` download named `<file>.xlsx`.
pub(super) async fn download(
    state: &web::Data<AppState>,
    language: Language,
    file: &'static str,
    sheet: Sheet,
) -> Result<HttpResponse, ApiError> {
    let bytes = run(state, language, move |s| s.spreadsheet_writer.write(&sheet).map_err(AppError::internal)).await?;
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header(("Content-Disposition", format!("attachment; filename=\"{file}.xlsx\"")))
        .body(bytes))
}

//! Spreadsheets in and out: reading an uploaded file's rows as text, writing a sheet as `.xlsx`.

use chrono::{NaiveDate, NaiveDateTime};

/// Why an uploaded file could not be read as a spreadsheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpreadsheetProblem {
    /// Neither `.xlsx` nor `.csv`, or a file of that name whose content is not one.
    NotASpreadsheet,
}

/// A cell to write.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    Date(NaiveDate),
    /// A moment as the clock on the wall showed it, shown DD.MM.YYYY HH:MM.
    DateTime(NaiveDateTime),
    /// An amount in so‘m: a number shown with thousands separators.
    Amount(f64),
    Empty,
}

/// A column of a streamed sheet: its header and its width in characters.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetColumn {
    pub header: String,
    pub width: u16,
}

/// The next rows of a streamed sheet, in order: `Ok(None)` once there are no more; an `Err` stops
/// the writing (the caller keeps its own reason).
pub type RowBatch = Result<Option<Vec<Vec<Cell>>>, String>;

/// Where a streamed sheet's rows come from, batch by batch; any `FnMut() -> RowBatch` is one.
pub trait RowBatches {
    fn next_batch(&mut self) -> RowBatch;
}

impl<F: FnMut() -> RowBatch> RowBatches for F {
    fn next_batch(&mut self) -> RowBatch {
        self()
    }
}

/// One sheet: a bold header row, then the rows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sheet {
    pub name: String,
    pub headers: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
}

#[cfg_attr(test, mockall::automock)]
pub trait SpreadsheetReader: Send + Sync {
    /// The first sheet's rows as text, by the file's name (`.xlsx`, `.csv`): dates as
    /// `YYYY-MM-DD`, whole numbers without a decimal point. `NotASpreadsheet`.
    fn read_rows(&self, file_name: &str, content: &[u8]) -> Result<Vec<Vec<String>>, SpreadsheetProblem>;
}

#[cfg_attr(test, mockall::automock)]
pub trait SpreadsheetWriter: Send + Sync {
    /// The sheet as an `.xlsx` file (dates shown DD.MM.YYYY).
    fn write(&self, sheet: &Sheet) -> Result<Vec<u8>, String>;

    /// A sheet of any length as an `.xlsx` file, written row by row in constant memory: rows are
    /// asked for batch by batch and dropped once written, so only the file being built (compressed)
    /// and one batch are held at once. Dates shown DD.MM.YYYY, amounts with thousands separators.
    fn write_streamed(&self, name: &str, columns: &[SheetColumn], rows: &mut dyn RowBatches) -> Result<Vec<u8>, String>;
}

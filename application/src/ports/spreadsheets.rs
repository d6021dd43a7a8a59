//! Spreadsheets in and out: reading an uploaded file's rows as text, writing a sheet as `.xlsx`.

use chrono::NaiveDate;

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
    Empty,
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
}

//! Spreadsheets: `.xlsx` read with calamine and written with rust_xlsxwriter, `.csv` read with csv.

use std::io::Cursor;

use application::ports::{Cell, Sheet, SpreadsheetProblem, SpreadsheetReader, SpreadsheetWriter};
use calamine::{Data, Reader, Xlsx};
use rust_xlsxwriter::{Format, Workbook};

/// Reads and writes spreadsheets in memory.
#[derive(Debug, Clone, Copy, Default)]
pub struct Spreadsheets;

impl SpreadsheetReader for Spreadsheets {
    fn read_rows(&self, file_name: &str, content: &[u8]) -> Result<Vec<Vec<String>>, SpreadsheetProblem> {
        let name = file_name.to_lowercase();
        if name.ends_with(".xlsx") {
            read_xlsx(content)
        } else if name.ends_with(".csv") {
            read_csv(content)
        } else {
            Err(SpreadsheetProblem::NotASpreadsheet)
        }
    }
}

fn read_xlsx(content: &[u8]) -> Result<Vec<Vec<String>>, SpreadsheetProblem> {
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(content)).map_err(|_| SpreadsheetProblem::NotASpreadsheet)?;
    let Some(Ok(range)) = workbook.worksheet_range_at(0) else {
        return Err(SpreadsheetProblem::NotASpreadsheet);
    };
    Ok(range.rows().map(|row| row.iter().map(text_of).collect()).collect())
}

/// A cell as the import reads it: whole numbers without ".0" (a PINFL typed as a number), dates as
/// `YYYY-MM-DD`.
fn text_of(cell: &Data) -> String {
    match cell {
        Data::Empty => String::new(),
        Data::String(text) => text.clone(),
        Data::Float(number) if number.fract() == 0.0 && number.abs() < 1e15 => format!("{}", *number as i64),
        Data::Float(number) => number.to_string(),
        Data::Int(number) => number.to_string(),
        Data::Bool(value) => value.to_string(),
        Data::DateTime(value) => value.as_datetime().map(|d| d.date().to_string()).unwrap_or_default(),
        Data::DateTimeIso(text) | Data::DurationIso(text) => text.split('T').next().unwrap_or_default().to_string(),
        Data::Error(_) => String::new(),
    }
}

/// Comma or semicolon separated (spreadsheets in locales with a decimal comma write the latter),
/// UTF-8 with or without a byte order mark.
fn read_csv(content: &[u8]) -> Result<Vec<Vec<String>>, SpreadsheetProblem> {
    let text = std::str::from_utf8(content).map_err(|_| SpreadsheetProblem::NotASpreadsheet)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\0') {
        return Err(SpreadsheetProblem::NotASpreadsheet);
    }
    let first_line = text.lines().next().unwrap_or_default();
    let delimiter = if first_line.matches(';').count() > first_line.matches(',').count() { b';' } else { b',' };
    let mut reader = csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(delimiter).from_reader(text.as_bytes());
    reader
        .records()
        .map(|record| record.map(|r| r.iter().map(str::to_string).collect()).map_err(|_| SpreadsheetProblem::NotASpreadsheet))
        .collect()
}

impl SpreadsheetWriter for Spreadsheets {
    fn write(&self, sheet: &Sheet) -> Result<Vec<u8>, String> {
        let mut workbook = Workbook::new();
        let worksheet = workbook.add_worksheet();
        let name: String = sheet.name.chars().filter(|c| !"[]:*?/\\".contains(*c)).take(31).collect();
        if !name.is_empty() {
            worksheet.set_name(name).map_err(|e| e.to_string())?;
        }
        let bold = Format::new().set_bold();
        let date = Format::new().set_num_format("dd.mm.yyyy");
        for (column, header) in sheet.headers.iter().enumerate() {
            let column = u16::try_from(column).map_err(|e| e.to_string())?;
            worksheet.write_string_with_format(0, column, header, &bold).map_err(|e| e.to_string())?;
            let widest = sheet
                .rows
                .iter()
                .filter_map(|row| row.get(usize::from(column)))
                .map(|cell| match cell {
                    Cell::Text(text) => text.chars().count(),
                    Cell::Date(_) => 10,
                    Cell::Number(_) | Cell::Empty => 8,
                })
                .chain(std::iter::once(header.chars().count()))
                .max()
                .unwrap_or(8);
            worksheet.set_column_width(column, (widest.min(60) + 2) as f64).map_err(|e| e.to_string())?;
        }
        for (index, row) in sheet.rows.iter().enumerate() {
            let line = u32::try_from(index + 1).map_err(|e| e.to_string())?;
            for (column, cell) in row.iter().enumerate() {
                let column = u16::try_from(column).map_err(|e| e.to_string())?;
                match cell {
                    Cell::Text(text) => worksheet.write_string(line, column, text).map(|_| ()),
                    Cell::Number(number) => worksheet.write_number(line, column, *number).map(|_| ()),
                    Cell::Date(day) => worksheet.write_date_with_format(line, column, *day, &date).map(|_| ()),
                    Cell::Empty => Ok(()),
                }
                .map_err(|e| e.to_string())?;
            }
        }
        worksheet.set_freeze_panes(1, 0).map_err(|e| e.to_string())?;
        workbook.save_to_buffer().map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn a_written_sheet_reads_back_as_text() {
        let sheet = Sheet {
            name: "Talabalar".into(),
            headers: vec!["F.I.Sh.".into(), "JShShIR".into(), "Tug‘ilgan sana".into()],
            rows: vec![
                vec![
                    Cell::Text("Karimova Malika".into()),
                    Cell::Number(61403063410429.0),
                    Cell::Date(NaiveDate::from_ymd_opt(2006, 3, 14).unwrap()),
                ],
                vec![Cell::Text("Aliyev Jasur".into()), Cell::Text("51208063410421".into()), Cell::Empty],
            ],
        };
        let bytes = Spreadsheets.write(&sheet).unwrap();
        let rows = Spreadsheets.read_rows("talabalar.XLSX", &bytes).unwrap();
        assert_eq!(rows[0], ["F.I.Sh.", "JShShIR", "Tug‘ilgan sana"]);
        assert_eq!(rows[1], ["Karimova Malika", "61403063410429", "2006-03-14"]);
        assert_eq!(rows[2], ["Aliyev Jasur", "51208063410421", ""]);
    }

    #[test]
    fn csv_with_commas_semicolons_quotes_and_a_byte_order_mark() {
        let rows = Spreadsheets.read_rows("a.csv", "\u{feff}fio;pinfl\n\"Aliyev; Jasur\";123\n".as_bytes()).unwrap();
        assert_eq!(rows, [vec!["fio", "pinfl"], vec!["Aliyev; Jasur", "123"]]);
        let rows = Spreadsheets.read_rows("a.csv", b"fio,pinfl\nA,1\n").unwrap();
        assert_eq!(rows[1], ["A", "1"]);
    }

    #[test]
    fn what_is_not_a_spreadsheet_is_refused() {
        assert_eq!(Spreadsheets.read_rows("a.pdf", b"%PDF"), Err(SpreadsheetProblem::NotASpreadsheet));
        assert_eq!(Spreadsheets.read_rows("a.xlsx", b"not a zip"), Err(SpreadsheetProblem::NotASpreadsheet));
        assert_eq!(Spreadsheets.read_rows("a.csv", &[0xff, 0xfe, 0x00]), Err(SpreadsheetProblem::NotASpreadsheet));
    }
}

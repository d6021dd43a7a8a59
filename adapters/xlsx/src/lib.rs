//! Spreadsheets: `.xlsx` read with calamine and written with rust_xlsxwriter, `.csv` read with csv.

use std::io::Cursor;

use application::ports::{Cell, RowBatches, Sheet, SheetColumn, SpreadsheetProblem, SpreadsheetReader, SpreadsheetWriter};
use calamine::{Data, Reader, Xlsx};
use rust_xlsxwriter::{Format, Workbook, Worksheet};

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
        // A date beyond the calendar is read as its serial number, which the import then refuses
        // as a date, rather than as an empty cell.
        Data::DateTime(value) => value.as_datetime().map_or_else(|| value.as_f64().to_string(), |d| d.date().to_string()),
        // Never the default: a split yields at least one part, if only an empty one.
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
    // An empty file has no first line: no separator to count, no rows to read.
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
        let name = sheet_name(&sheet.name);
        if !name.is_empty() {
            worksheet.set_name(name).map_err(|e| e.to_string())?;
        }
        let bold = Format::new().set_bold();
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
                    Cell::DateTime(_) => 16,
                    Cell::Number(_) | Cell::Amount(_) | Cell::Empty => 8,
                })
                .chain(std::iter::once(header.chars().count()))
                .max()
                .unwrap_or(8);
            worksheet.set_column_width(column, (widest.min(60) + 2) as f64).map_err(|e| e.to_string())?;
        }
        let formats = CellFormats::new();
        for (index, row) in sheet.rows.iter().enumerate() {
            let line = u32::try_from(index + 1).map_err(|e| e.to_string())?;
            write_row(worksheet, line, row, &formats)?;
        }
        worksheet.set_freeze_panes(1, 0).map_err(|e| e.to_string())?;
        workbook.save_to_buffer().map_err(|e| e.to_string())
    }

    fn write_streamed(&self, name: &str, columns: &[SheetColumn], rows: &mut dyn RowBatches) -> Result<Vec<u8>, String> {
        let mut workbook = Workbook::new();
        // Each row goes to a temporary file as it is written and leaves memory: a list of any
        // length costs one batch of rows plus the compressed file.
        let worksheet = workbook.add_worksheet_with_constant_memory().map_err(|e| e.to_string())?;
        let name = sheet_name(name);
        if !name.is_empty() {
            worksheet.set_name(name).map_err(|e| e.to_string())?;
        }
        let bold = Format::new().set_bold();
        // Widths and frozen panes first: in constant memory a row cannot be touched once passed.
        for (index, column) in columns.iter().enumerate() {
            let index = u16::try_from(index).map_err(|e| e.to_string())?;
            let width = column.width.max(u16::try_from(column.header.chars().count()).unwrap_or(60).min(60) + 2);
            worksheet.set_column_width(index, f64::from(width)).map_err(|e| e.to_string())?;
        }
        worksheet.set_freeze_panes(1, 0).map_err(|e| e.to_string())?;
        for (index, column) in columns.iter().enumerate() {
            let index = u16::try_from(index).map_err(|e| e.to_string())?;
            worksheet.write_string_with_format(0, index, &column.header, &bold).map_err(|e| e.to_string())?;
        }
        let formats = CellFormats::new();
        let mut line: u32 = 0;
        while let Some(batch) = rows.next_batch()? {
            for row in &batch {
                line = line.checked_add(1).filter(|l| *l < 1_048_576).ok_or("more rows than a sheet holds")?;
                write_row(worksheet, line, row, &formats)?;
            }
        }
        workbook.save_to_buffer().map_err(|e| e.to_string())
    }
}

/// A sheet's name as Excel takes it: at most 31 characters, none of `[]:*?/\`.
fn sheet_name(name: &str) -> String {
    name.chars().filter(|c| !"[]:*?/\\".contains(*c)).take(31).collect()
}

struct CellFormats {
    date: Format,
    moment: Format,
    amount: Format,
}

impl CellFormats {
    fn new() -> CellFormats {
        CellFormats {
            date: Format::new().set_num_format("dd.mm.yyyy"),
            moment: Format::new().set_num_format("dd.mm.yyyy hh:mm"),
            amount: Format::new().set_num_format("#,##0"),
        }
    }
}

fn write_row(worksheet: &mut Worksheet, line: u32, row: &[Cell], formats: &CellFormats) -> Result<(), String> {
    for (column, cell) in row.iter().enumerate() {
        let column = u16::try_from(column).map_err(|e| e.to_string())?;
        match cell {
            Cell::Text(text) => worksheet.write_string(line, column, text).map(|_| ()),
            Cell::Number(number) => worksheet.write_number(line, column, *number).map(|_| ()),
            Cell::Amount(amount) => worksheet.write_number_with_format(line, column, *amount, &formats.amount).map(|_| ()),
            Cell::Date(day) => worksheet.write_date_with_format(line, column, *day, &formats.date).map(|_| ()),
            Cell::DateTime(moment) => worksheet.write_datetime_with_format(line, column, *moment, &formats.moment).map(|_| ()),
            Cell::Empty => Ok(()),
        }
        .map_err(|e| e.to_string())?;
    }
    Ok(())
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

    #[test]
    fn a_streamed_sheet_of_many_batches_reads_back_whole_and_in_order() {
        let columns = [
            SheetColumn { header: "F.I.Sh.".into(), width: 30 },
            SheetColumn { header: "Tug‘ilgan sana".into(), width: 12 },
            SheetColumn { header: "Summa".into(), width: 12 },
        ];
        let day = NaiveDate::from_ymd_opt(2006, 3, 14).unwrap();
        let (batches, size) = (30, 1_000);
        let mut asked = 0;
        let mut next = || {
            if asked == batches {
                return Ok(None);
            }
            let rows = (0..size)
                .map(|i| {
                    let n = asked * size + i;
                    vec![Cell::Text(format!("Talaba {n}")), Cell::Date(day), Cell::Amount(f64::from(n) * 1000.0)]
                })
                .collect();
            asked += 1;
            Ok(Some(rows))
        };
        let bytes = Spreadsheets.write_streamed("Talabalar", &columns, &mut next).unwrap();
        assert_eq!(&bytes[..2], b"PK");
        let rows = Spreadsheets.read_rows("t.xlsx", &bytes).unwrap();
        assert_eq!(rows.len(), 1 + 30_000);
        assert_eq!(rows[0], ["F.I.Sh.", "Tug‘ilgan sana", "Summa"]);
        assert_eq!(rows[1], ["Talaba 0", "2006-03-14", "0"]);
        assert_eq!(rows[30_000], ["Talaba 29999", "2006-03-14", "29999000"]);
        assert!(rows.iter().skip(1).enumerate().all(|(i, row)| row[0] == format!("Talaba {i}")));

        let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(&bytes)).unwrap();
        assert_eq!(workbook.sheet_names(), ["Talabalar"]);
        let range = workbook.worksheet_range_at(0).unwrap().unwrap();
        assert!(matches!(range.get((1, 1)), Some(Data::DateTime(_))), "a date is an Excel date, not text");
    }

    #[test]
    fn a_refusal_of_the_rows_stops_the_streamed_sheet() {
        let columns = [SheetColumn { header: "A".into(), width: 8 }];
        let mut first = true;
        let mut next = || {
            if std::mem::take(&mut first) {
                Ok(Some(vec![vec![Cell::Number(1.0)]]))
            } else {
                Err("the database went away".to_string())
            }
        };
        assert_eq!(Spreadsheets.write_streamed("A", &columns, &mut next), Err("the database went away".to_string()));
    }
}

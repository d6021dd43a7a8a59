//! A bank statement: its published columns, each line read into a payment to match (by the
//! contract number in the purpose, then by a PINFL), and every problem with its line and column.
//!
//! The published layout: a header row naming the columns `date`, `amount`, `document_number`,
//! `payer`, `purpose` (or their Uzbek labels `Sana`, `Summa`, `Hujjat raqami`, `To‘lovchi`,
//! `To‘lov maqsadi`), in any order; then one payment a line: the date as `DD.MM.YYYY` or
//! `YYYY-MM-DD`, the amount in so‘m (`12 500 000,00` or `12500000.00`), the bank's document
//! number, the payer, and the purpose holding the contract's number (`2026-0017`) or the
//! student's PINFL.

use chrono::NaiveDate;

use crate::language::{Language, Localized};
use crate::validation::parse_date;

use super::money::{Money, TIYIN_PER_SOUM};

/// The published columns, by field name and Uzbek label.
pub const COLUMNS: [(&str, &str); 5] =
    [("date", "Sana"), ("amount", "Summa"), ("document_number", "Hujjat raqami"), ("payer", "To‘lovchi"), ("purpose", "To‘lov maqsadi")];

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    /// The file has no lines.
    Empty,
    /// A published column is missing from the header.
    MissingColumn(&'static str),
    DateFormat,
    /// Not a positive amount in so‘m with at most two decimals.
    AmountFormat,
    /// A line needs its bank document number (it tells one payment from another).
    DocumentRequired,
    /// The same payment twice in the file.
    Repeated {
        first_line: usize,
    },
    /// This payment was imported before (from this statement or another).
    AlreadyImported,
}

impl Localized for LineProblem {
    fn code(&self) -> &'static str {
        match self {
            LineProblem::Empty => "statement_empty",
            LineProblem::MissingColumn(_) => "statement_missing_column",
            LineProblem::DateFormat => "statement_date_format",
            LineProblem::AmountFormat => "statement_amount_format",
            LineProblem::DocumentRequired => "statement_document_required",
            LineProblem::Repeated { .. } => "statement_line_repeated",
            LineProblem::AlreadyImported => "statement_line_imported",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (LineProblem::Empty, Uz | UzCyrl) => "Faylda to‘lovlar yo‘q".into(),
            (LineProblem::Empty, Ru) => "В файле нет платежей".into(),
            (LineProblem::Empty, En) => "The file holds no payments".into(),
            (LineProblem::MissingColumn(c), Uz | UzCyrl) => format!("«{c}» ustuni yo‘q"),
            (LineProblem::MissingColumn(c), Ru) => format!("Нет столбца «{c}»"),
            (LineProblem::MissingColumn(c), En) => format!("The column “{c}” is missing"),
            (LineProblem::DateFormat, Uz | UzCyrl) => "Sana KK.OO.YYYY ko‘rinishida bo‘lishi kerak".into(),
            (LineProblem::DateFormat, Ru) => "Дата должна иметь вид ДД.ММ.ГГГГ".into(),
            (LineProblem::DateFormat, En) => "A date is written DD.MM.YYYY".into(),
            (LineProblem::AmountFormat, Uz | UzCyrl) => "Summa so‘mda musbat son bo‘lishi kerak (ko‘pi bilan ikki kasr xona)".into(),
            (LineProblem::AmountFormat, Ru) => "Сумма — положительное число в сумах (не более двух знаков после запятой)".into(),
            (LineProblem::AmountFormat, En) => "An amount is a positive number of so‘m with at most two decimals".into(),
            (LineProblem::DocumentRequired, Uz | UzCyrl) => "To‘lov hujjati raqami ko‘rsatilmagan".into(),
            (LineProblem::DocumentRequired, Ru) => "Не указан номер платёжного документа".into(),
            (LineProblem::DocumentRequired, En) => "The payment document number is missing".into(),
            (LineProblem::Repeated { first_line }, Uz | UzCyrl) => format!("Bu to‘lov faylda {first_line}-qatorda ham bor"),
            (LineProblem::Repeated { first_line }, Ru) => format!("Этот платёж уже есть в файле в строке {first_line}"),
            (LineProblem::Repeated { first_line }, En) => format!("This payment is also on line {first_line} of the file"),
            (LineProblem::AlreadyImported, Uz | UzCyrl) => "Bu to‘lov avval yuklangan".into(),
            (LineProblem::AlreadyImported, Ru) => "Этот платёж уже был загружен".into(),
            (LineProblem::AlreadyImported, En) => "This payment was imported before".into(),
        }
    }
}

/// A problem where it is: the line (the header is line 1) and the column's field name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    pub line: usize,
    pub column: Option<&'static str>,
    pub problem: LineProblem,
}

/// One payment of the statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementLine {
    pub line: usize,
    pub date: NaiveDate,
    pub amount: Money,
    pub document_number: String,
    pub payer: String,
    pub purpose: String,
}

impl StatementLine {
    /// What tells this payment from every other of the institution: the day, the amount and the
    /// bank's document number.
    pub fn key(&self) -> String {
        format!("{}|{}|{}", self.date, self.amount.tiyin(), self.document_number.to_lowercase())
    }

    /// The contract number the purpose names: `2026-0017` is year 2026, number 17.
    pub fn contract_reference(&self) -> Option<(i32, i32)> {
        let chars: Vec<char> = self.purpose.chars().collect();
        (0..chars.len()).find_map(|start| {
            let digits = |from: usize, n: usize| -> Option<String> {
                let part: String = chars.get(from..from + n)?.iter().collect();
                part.chars().all(|c| c.is_ascii_digit()).then_some(part)
            };
            let before_is_digit = start > 0 && chars[start - 1].is_ascii_digit();
            let year = digits(start, 4)?;
            let separator = *chars.get(start + 4)?;
            let number_len = (start + 5..chars.len()).take_while(|i| chars[*i].is_ascii_digit()).count();
            let after_is_digit = false;
            if before_is_digit || !matches!(separator, '-' | '/') || !(1..=6).contains(&number_len) || after_is_digit {
                return None;
            }
            let number = digits(start + 5, number_len)?;
            let year: i32 = year.parse().ok()?;
            (2000..=2100).contains(&year).then_some((year, number.parse().ok()?))
        })
    }

    /// A PINFL (14 digits in a row) in the purpose, else in the payer.
    pub fn pinfl(&self) -> Option<String> {
        [&self.purpose, &self.payer]
            .into_iter()
            .find_map(|text| text.split(|c: char| !c.is_ascii_digit()).find(|run| run.len() == 14).map(str::to_string))
    }
}

/// So‘m as a bank writes them: spaces between thousands, a comma or a point before the tiyin.
pub fn parse_soum(text: &str) -> Option<Money> {
    let cleaned: String = text.chars().filter(|c| !c.is_whitespace() && *c != '\u{a0}').collect::<String>().replace(',', ".");
    let (whole, fraction) = cleaned.split_once('.').unwrap_or((&cleaned, ""));
    if whole.is_empty() || whole.len() > 13 || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let tiyin = whole.parse::<i64>().ok()? * TIYIN_PER_SOUM + format!("{fraction:0<2}").parse::<i64>().ok()?;
    Money::parse_positive(tiyin).ok()
}

fn parse_day(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    NaiveDate::parse_from_str(text, "%d.%m.%Y").ok().or_else(|| parse_date(text).ok())
}

/// The lines of a statement (rows of text cells, the header first), or every problem of every
/// line; rows whose cells are all empty are skipped.
pub fn read_statement(rows: &[Vec<String>]) -> Result<Vec<StatementLine>, Vec<LineError>> {
    let Some((header, body)) = rows.split_first() else {
        return Err(vec![LineError { line: 1, column: None, problem: LineProblem::Empty }]);
    };
    let position = |(field, label): (&str, &str)| {
        header.iter().position(|cell| {
            let cell = cell.trim().replace(['ʻ', '’', '\''], "‘");
            cell.eq_ignore_ascii_case(field) || cell.eq_ignore_ascii_case(&label.replace(['ʻ', '’', '\''], "‘"))
        })
    };
    let mut errors = Vec::new();
    let mut at = [0usize; 5];
    for (i, column) in COLUMNS.into_iter().enumerate() {
        match position(column) {
            Some(index) => at[i] = index,
            None => errors.push(LineError { line: 1, column: None, problem: LineProblem::MissingColumn(column.0) }),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut lines: Vec<StatementLine> = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for (index, row) in body.iter().enumerate() {
        if row.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        let line = index + 2;
        // A row shorter than the header leaves its last cells empty: an empty cell, checked below.
        let cell = |i: usize| row.get(at[i]).map(|c| c.trim()).unwrap_or_default();
        let date = parse_day(cell(0));
        let amount = parse_soum(cell(1));
        if date.is_none() {
            errors.push(LineError { line, column: Some("date"), problem: LineProblem::DateFormat });
        }
        if amount.is_none() {
            errors.push(LineError { line, column: Some("amount"), problem: LineProblem::AmountFormat });
        }
        if cell(2).is_empty() {
            errors.push(LineError { line, column: Some("document_number"), problem: LineProblem::DocumentRequired });
        }
        if let (Some(date), Some(amount), false) = (date, amount, cell(2).is_empty()) {
            let read = StatementLine {
                line,
                date,
                amount,
                document_number: cell(2).chars().take(64).collect(),
                payer: cell(3).chars().take(255).collect(),
                purpose: cell(4).chars().take(500).collect(),
            };
            if let Some(first_line) = seen.insert(read.key(), line) {
                errors.push(LineError { line, column: Some("document_number"), problem: LineProblem::Repeated { first_line } });
            }
            lines.push(read);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if lines.is_empty() {
        return Err(vec![LineError { line: 2, column: None, problem: LineProblem::Empty }]);
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn a_statement_is_read_by_its_published_columns_in_any_order() {
        let rows = vec![
            row(&["To‘lov maqsadi", "Sana", "Summa", "Hujjat raqami", "To‘lovchi"]),
            row(&["Kontrakt to‘lovi, shartnoma 2026-0017", "05.10.2026", "6 750 000,00", "PP-1", "Karimov Jasur"]),
            row(&["", "", "", "", ""]),
            row(&["To‘lov 31234567890123 uchun", "2026-10-06", "1000000", "PP-2", ""]),
        ];
        let lines = read_statement(&rows).unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].amount.tiyin(), 675_000_000);
        assert_eq!(lines[0].contract_reference(), Some((2026, 17)));
        assert_eq!(lines[1].line, 4);
        assert_eq!(lines[1].contract_reference(), None);
        assert_eq!(lines[1].pinfl().as_deref(), Some("31234567890123"));
    }

    #[test]
    fn every_bad_line_is_named_with_its_column_and_a_repeated_payment_too() {
        let rows = vec![
            row(&["date", "amount", "document_number", "payer", "purpose"]),
            row(&["32.10.2026", "-5", "", "", ""]),
            row(&["05.10.2026", "100", "PP-1", "", ""]),
            row(&["05.10.2026", "100,00", "pp-1", "", ""]),
        ];
        let errors = read_statement(&rows).unwrap_err();
        let found: Vec<(usize, Option<&str>)> = errors.iter().map(|e| (e.line, e.column)).collect();
        assert_eq!(found, vec![(2, Some("date")), (2, Some("amount")), (2, Some("document_number")), (4, Some("document_number"))]);
        assert_eq!(read_statement(&[row(&["date", "amount"])]).unwrap_err().len(), 3, "three columns missing");
        assert!(parse_soum("1,555").is_none() && parse_soum("0").is_none() && parse_soum("abc").is_none());
    }
}

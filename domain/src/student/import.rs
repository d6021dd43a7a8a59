//! Reading students from a spreadsheet: the first row names the columns (by the field names of
//! the API or by their labels in uz, ru or en, as the template writes them), every other row is
//! one student. Lines are numbered as the spreadsheet numbers them, the header being line 1.

use crate::language::{Language, Localized};
use crate::validation::Invalid;

use super::{StudentDraft, StudentForm};

/// A column of the import, with its field name and its labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImportColumn {
    Fio,
    Pinfl,
    SerialNumber,
    BirthDate,
    Gender,
    SocialStatus,
}

impl ImportColumn {
    /// In the order the template writes them.
    pub const ALL: [ImportColumn; 6] = [
        ImportColumn::Fio,
        ImportColumn::Pinfl,
        ImportColumn::SerialNumber,
        ImportColumn::BirthDate,
        ImportColumn::Gender,
        ImportColumn::SocialStatus,
    ];

    pub fn field(self) -> &'static str {
        match self {
            ImportColumn::Fio => "fio",
            ImportColumn::Pinfl => "pinfl",
            ImportColumn::SerialNumber => "serial_number",
            ImportColumn::BirthDate => "birth_date",
            ImportColumn::Gender => "gender",
            ImportColumn::SocialStatus => "social_status",
        }
    }

    pub fn label(self, language: Language) -> &'static str {
        use ImportColumn::*;
        use Language::*;
        language.fixed(match (self, language) {
            (Fio, Uz | UzCyrl) => "F.I.Sh.",
            (Fio, Ru) => "ФИО",
            (Fio, En) => "Full name",
            (Pinfl, Uz | UzCyrl) => "JShShIR",
            (Pinfl, Ru) => "ПИНФЛ",
            (Pinfl, En) => "PINFL",
            (SerialNumber, Uz | UzCyrl) => "Pasport seriyasi va raqami",
            (SerialNumber, Ru) => "Серия и номер паспорта",
            (SerialNumber, En) => "Passport series and number",
            (BirthDate, Uz | UzCyrl) => "Tug‘ilgan sana",
            (BirthDate, Ru) => "Дата рождения",
            (BirthDate, En) => "Date of birth",
            (Gender, Uz | UzCyrl) => "Jinsi",
            (Gender, Ru) => "Пол",
            (Gender, En) => "Gender",
            (SocialStatus, Uz | UzCyrl) => "Ijtimoiy holati",
            (SocialStatus, Ru) => "Социальный статус",
            (SocialStatus, En) => "Social status",
        })
    }

    /// Whether a file must have this column.
    pub fn required(self) -> bool {
        self != ImportColumn::SocialStatus
    }

    /// The column a header cell names, by field name or by a label in any language; case, spaces
    /// and the apostrophe style do not matter.
    pub fn named(header: &str) -> Option<ImportColumn> {
        let wanted = normalized(header);
        ImportColumn::ALL.into_iter().find(|column| {
            normalized(column.field()) == wanted || Language::INTERFACE.iter().any(|l| normalized(column.label(*l)) == wanted)
        })
    }
}

fn normalized(text: &str) -> String {
    crate::text::with_one_apostrophe(text.trim()).chars().flat_map(char::to_lowercase).filter(|c| !c.is_whitespace()).collect()
}

/// What is wrong with a file or one of its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportProblem {
    /// The file has no rows, or a header and no student.
    Empty,
    /// A header cell names no column of the import.
    UnknownColumn(String),
    /// A column named twice.
    RepeatedColumn(String),
    /// A required column is missing.
    MissingColumn(ImportColumn),
    /// A cell's value is refused.
    Cell(Invalid),
    /// The same PINFL on two lines of the file, or of a student already enrolled.
    PinflRepeated,
    PinflEnrolled,
}

impl ImportProblem {
    pub fn code(&self) -> &'static str {
        match self {
            ImportProblem::Empty => "import_empty",
            ImportProblem::UnknownColumn(_) => "import_unknown_column",
            ImportProblem::RepeatedColumn(_) => "import_repeated_column",
            ImportProblem::MissingColumn(_) => "import_missing_column",
            ImportProblem::Cell(invalid) => invalid.code(),
            ImportProblem::PinflRepeated => "pinfl_repeated",
            ImportProblem::PinflEnrolled => "pinfl_taken",
        }
    }

    pub fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ImportProblem::Empty, Uz | UzCyrl) => "Faylda talabalar yo‘q".into(),
            (ImportProblem::Empty, Ru) => "В файле нет студентов".into(),
            (ImportProblem::Empty, En) => "The file holds no students".into(),
            (ImportProblem::UnknownColumn(name), Uz | UzCyrl) => format!("Noma’lum ustun: «{name}»"),
            (ImportProblem::UnknownColumn(name), Ru) => format!("Неизвестный столбец: «{name}»"),
            (ImportProblem::UnknownColumn(name), En) => format!("Unknown column: “{name}”"),
            (ImportProblem::RepeatedColumn(name), Uz | UzCyrl) => format!("Ustun ikki marta berilgan: «{name}»"),
            (ImportProblem::RepeatedColumn(name), Ru) => format!("Столбец указан дважды: «{name}»"),
            (ImportProblem::RepeatedColumn(name), En) => format!("A column is given twice: “{name}”"),
            (ImportProblem::MissingColumn(column), _) => match language {
                Uz | UzCyrl => format!("«{}» ustuni yo‘q", column.label(Uz)),
                Ru => format!("Нет столбца «{}»", column.label(Ru)),
                En => format!("The column “{}” is missing", column.label(En)),
            },
            (ImportProblem::Cell(invalid), _) => invalid.message(language),
            (ImportProblem::PinflRepeated, Uz | UzCyrl) => "Bu JShShIR faylda ikki marta uchraydi".into(),
            (ImportProblem::PinflRepeated, Ru) => "Этот ПИНФЛ встречается в файле дважды".into(),
            (ImportProblem::PinflRepeated, En) => "This PINFL appears twice in the file".into(),
            (ImportProblem::PinflEnrolled, Uz | UzCyrl) => "Bu JShShIR bilan talaba allaqachon ro‘yxatda bor".into(),
            (ImportProblem::PinflEnrolled, Ru) => "Студент с этим ПИНФЛ уже зарегистрирован".into(),
            (ImportProblem::PinflEnrolled, En) => "A student with this PINFL is already enrolled".into(),
        }
    }
}

/// A problem where it is: the line (1 is the header) and the column's field name, if a cell's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    pub line: usize,
    pub column: Option<ImportColumn>,
    pub problem: ImportProblem,
}

/// One student read from a line of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportRow {
    pub line: usize,
    pub form: StudentForm,
}

/// The rows of a sheet as text cells (the spreadsheet reader writes dates as `YYYY-MM-DD`) into
/// student forms for the group, or every problem of the header. Rows whose cells are all empty are
/// skipped.
pub fn read_rows(rows: &[Vec<String>], edu_group_id: i64) -> Result<Vec<ImportRow>, Vec<ImportError>> {
    let Some((header, body)) = rows.split_first() else {
        return Err(vec![ImportError { line: 1, column: None, problem: ImportProblem::Empty }]);
    };
    let mut errors = Vec::new();
    let mut columns: Vec<Option<ImportColumn>> = Vec::new();
    for cell in header {
        if cell.trim().is_empty() {
            columns.push(None);
            continue;
        }
        match ImportColumn::named(cell) {
            Some(column) if columns.contains(&Some(column)) => {
                errors.push(ImportError { line: 1, column: None, problem: ImportProblem::RepeatedColumn(cell.trim().to_string()) })
            }
            Some(column) => columns.push(Some(column)),
            None => errors.push(ImportError { line: 1, column: None, problem: ImportProblem::UnknownColumn(cell.trim().to_string()) }),
        }
    }
    for column in ImportColumn::ALL.into_iter().filter(|c| c.required() && !columns.contains(&Some(*c))) {
        errors.push(ImportError { line: 1, column: None, problem: ImportProblem::MissingColumn(column) });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut students = Vec::new();
    for (index, row) in body.iter().enumerate() {
        if row.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        let line = index + 2;
        let mut form = StudentForm { edu_group_id, ..StudentForm::default() };
        for (column, cell) in columns.iter().zip(row.iter().chain(std::iter::repeat(&String::new()))) {
            let cell = cell.trim();
            match column {
                Some(ImportColumn::Fio) => form.fio = cell.to_string(),
                Some(ImportColumn::Pinfl) => form.pinfl = cell.to_string(),
                Some(ImportColumn::SerialNumber) => form.serial_number = cell.to_uppercase().replace(' ', ""),
                Some(ImportColumn::BirthDate) => form.birth_date = iso_date(cell),
                Some(ImportColumn::Gender) => form.gender = gender_code(cell),
                Some(ImportColumn::SocialStatus) => form.social_status = cell.to_string(),
                None => {}
            }
        }
        students.push(ImportRow { line, form });
    }
    if students.is_empty() {
        return Err(vec![ImportError { line: 2, column: None, problem: ImportProblem::Empty }]);
    }
    Ok(students)
}

/// `DD.MM.YYYY` as people type it becomes `YYYY-MM-DD`; anything else is left for the check.
/// Every row checked into a student, or every problem of every row: cells refused by the
/// student rules under their column, and a PINFL given twice in the file at its second line.
pub fn check_rows(rows: &[ImportRow], today: chrono::NaiveDate) -> Result<Vec<(usize, StudentDraft)>, Vec<ImportError>> {
    let mut errors = Vec::new();
    let mut drafts = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for row in rows {
        match StudentDraft::parse(&row.form, today) {
            Ok(draft) => {
                if !seen.insert(draft.pinfl.as_str().to_string()) {
                    errors.push(ImportError { line: row.line, column: Some(ImportColumn::Pinfl), problem: ImportProblem::PinflRepeated });
                }
                drafts.push((row.line, draft));
            }
            Err(refused) => {
                for (field, invalid) in refused.fields() {
                    let column = ImportColumn::ALL.into_iter().find(|c| c.field() == field);
                    errors.push(ImportError { line: row.line, column, problem: ImportProblem::Cell(invalid.clone()) });
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(drafts)
    } else {
        Err(errors)
    }
}

/// An upload that is neither an `.xlsx` nor a `.csv` file (422).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotASpreadsheet;

impl Localized for NotASpreadsheet {
    fn code(&self) -> &'static str {
        "not_a_spreadsheet"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Fayl .xlsx yoki .csv jadvali emas".into(),
            Language::Ru => "Файл не является таблицей .xlsx или .csv".into(),
            Language::En => "The file is not an .xlsx or .csv spreadsheet".into(),
        }
    }
}

fn iso_date(cell: &str) -> String {
    let parts: Vec<&str> = cell.split('.').collect();
    match parts.as_slice() {
        [day, month, year] if year.len() == 4 && day.len() <= 2 && month.len() <= 2 => format!("{year}-{month:0>2}-{day:0>2}"),
        _ => cell.to_string(),
    }
}

/// 1 or 2, or the words for man and woman in any language; 0 (refused by the check) otherwise.
fn gender_code(cell: &str) -> i64 {
    match normalized(cell).as_str() {
        "1" | "erkak" | "мужской" | "мужчина" | "м" | "male" | "man" | "m" => 1,
        "2" | "ayol" | "женский" | "женщина" | "ж" | "female" | "woman" | "f" => 2,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: &[&[&str]]) -> Vec<Vec<String>> {
        rows.iter().map(|r| r.iter().map(|c| c.to_string()).collect()).collect()
    }

    #[test]
    fn columns_are_named_by_field_or_by_label_in_any_language() {
        assert_eq!(ImportColumn::named(" PINFL "), Some(ImportColumn::Pinfl));
        assert_eq!(ImportColumn::named("serial_number"), Some(ImportColumn::SerialNumber));
        assert_eq!(ImportColumn::named("Tug'ilgan sana"), Some(ImportColumn::BirthDate));
        assert_eq!(ImportColumn::named("дата рождения"), Some(ImportColumn::BirthDate));
        assert_eq!(ImportColumn::named("Familiya"), None);
        for column in ImportColumn::ALL {
            for language in Language::INTERFACE {
                assert_eq!(ImportColumn::named(column.label(language)), Some(column));
            }
        }
    }

    #[test]
    fn rows_become_forms_with_their_line_numbers() {
        let rows = sheet(&[
            &["F.I.Sh.", "JShShIR", "Pasport seriyasi va raqami", "Tug‘ilgan sana", "Jinsi"],
            &["Karimova Malika", "61403063410429", "ad 1234567", "14.03.2006", "Ayol"],
            &["", "", "", "", ""],
            &["Aliyev Jasur", "51208063410421", "AB7654321", "2006-08-12", "1"],
        ]);
        let students = read_rows(&rows, 7).unwrap();
        assert_eq!(students.len(), 2);
        assert_eq!(students[0].line, 2);
        assert_eq!(students[0].form.serial_number, "AD1234567");
        assert_eq!(students[0].form.birth_date, "2006-03-14");
        assert_eq!(students[0].form.gender, 2);
        assert_eq!(students[1].line, 4, "an empty line keeps its number");
        assert_eq!(students[1].form.edu_group_id, 7);
    }

    #[test]
    fn a_header_with_unknown_or_missing_columns_is_refused_whole() {
        let errors = read_rows(&sheet(&[&["fio", "pinfl", "Telefon"], &["A", "1", "2"]]), 1).unwrap_err();
        let problems: Vec<_> = errors.iter().map(|e| e.problem.code()).collect();
        assert_eq!(problems, ["import_unknown_column", "import_missing_column", "import_missing_column", "import_missing_column"]);
        assert!(errors.iter().all(|e| e.line == 1));
        assert_eq!(errors[0].problem.message(Language::Uz), "Noma’lum ustun: «Telefon»");
    }

    #[test]
    fn an_empty_file_or_a_header_alone_is_refused() {
        assert_eq!(read_rows(&[], 1).unwrap_err()[0].problem, ImportProblem::Empty);
        let header_only = sheet(&[&["fio", "pinfl", "serial_number", "birth_date", "gender"]]);
        assert_eq!(read_rows(&header_only, 1).unwrap_err()[0].problem, ImportProblem::Empty);
    }
}

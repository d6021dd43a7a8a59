//! Documents set in type: the use case decides every word in the reader's language, the printer
//! only lays them out on A4 and embeds the fonts.

use serde::Serialize;

/// A week of lessons as a grid: class hours down, the days of the teaching week across.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedTimetable {
    /// "Haftalik dars jadvali".
    pub title: String,
    /// Whose timetable: "Guruh: 911-21".
    pub heading: String,
    pub institution: String,
    /// "23.11.2026 – 28.11.2026".
    pub period: String,
    /// The head of the class-hour column.
    pub hour_label: String,
    pub days: Vec<PrintedDay>,
    pub rows: Vec<PrintedRow>,
    /// Said instead of the grid when the week holds no lesson.
    pub empty: Option<String>,
    /// "Chop etilgan sana: 23.11.2026".
    pub printed: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedDay {
    pub name: String,
    pub date: String,
}

/// One class hour: its number, its times, and for each day the lessons it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedRow {
    pub number: String,
    pub time: String,
    pub cells: Vec<Vec<PrintedLesson>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedLesson {
    pub subject: String,
    /// Lesson type, then whichever of group, teacher and room the heading does not already say.
    pub lines: Vec<String>,
}

#[cfg_attr(test, mockall::automock)]
pub trait TimetablePrinter: Send + Sync {
    /// The timetable as a PDF with its fonts embedded.
    fn print(&self, timetable: &PrintedTimetable) -> Result<Vec<u8>, String>;
}

/// A graduate's document (diploma, appendix or certificate) or a studying student's (transcript or
/// reference) with every word decided: titles and labels in Uzbek (Latin), Russian and English,
/// names as the record holds them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedDocument {
    /// `DIPLOMA`, `APPENDIX`, `CERTIFICATE`, `TRANSCRIPT` or `REFERENCE`: the template's layout.
    pub kind: String,
    /// The state's name above the title: "O‘ZBEKISTON RESPUBLIKASI".
    pub country: String,
    /// The title in the three languages, one line each.
    pub titles: Vec<String>,
    /// The institution's name, Uzbek first, then the other languages it has.
    pub institution: Vec<String>,
    pub holder: String,
    /// Label and value pairs: direction, qualification, number, year.
    pub facts: Vec<PrintedFact>,
    /// What the document states, one paragraph per language (a reference's "… is a student of …").
    pub statement: Vec<String>,
    /// "DUBLIKAT · ДУБЛИКАТ · DUPLICATE" on a duplicate.
    pub duplicate: Option<String>,
    /// Heads of the subject tables: subject, then its figures (hours and rating; a transcript's
    /// credits, points, grade and letter).
    pub columns: Vec<String>,
    /// The appendix's and certificate's subjects, semester by semester; empty on a diploma.
    pub semesters: Vec<PrintedSemester>,
    /// The DAK exams, under their own heading; empty on a diploma.
    pub exams_title: String,
    pub exams: Vec<PrintedSubjectRow>,
    /// What the QR code encodes: `<PUBLIC_URL>/report/<public_id>`.
    pub verify_url: String,
    /// The words under the QR code.
    pub verify_caption: String,
    pub number: String,
    /// "Berilgan sana: 01.07.2027".
    pub issued: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedFact {
    pub label: String,
    pub value: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedSemester {
    pub title: String,
    pub rows: Vec<PrintedSubjectRow>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedSubjectRow {
    /// The subject's name, then one cell per further column.
    pub cells: Vec<String>,
}

#[cfg_attr(test, mockall::automock)]
pub trait DocumentPrinter: Send + Sync {
    /// The document as an A4 PDF with its fonts embedded and a QR code of `verify_url`.
    fn print(&self, document: &PrintedDocument) -> Result<Vec<u8>, String>;
}

/// A control sheet (qaydnoma) with every word decided in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedSheet {
    /// "Nazorat qaydnomasi".
    pub title: String,
    /// The control and attempt: "Yakuniy nazorat · 1-urinish".
    pub subtitle: String,
    pub institution: String,
    /// Group, subject, semester, exam date, examiner, maximum points.
    pub facts: Vec<PrintedFact>,
    /// The heads of the table: №, full name, the controls, total, grade, signature.
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// "Yakuniy nazoratga qo‘yilmaganlar" and their rows (name and reason), when any.
    pub unlisted_title: String,
    pub unlisted: Vec<Vec<String>>,
    /// The signature lines under the table.
    pub signatures: Vec<String>,
    /// "Chop etilgan sana: 26.11.2026".
    pub printed: String,
}

#[cfg_attr(test, mockall::automock)]
pub trait SheetPrinter: Send + Sync {
    /// The sheet as an A4 PDF with its fonts embedded.
    fn print(&self, sheet: &PrintedSheet) -> Result<Vec<u8>, String>;
}

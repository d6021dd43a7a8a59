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

//! The teaching journal (DOMAIN.md, "The journal"): the roll of every lesson with attendance and
//! marks, the window in which a teacher records it, absence hours and their thresholds, and the
//! control sheets of the midterm and final.

mod conflicts;
mod roll;
mod settings;
mod sheet;

pub use conflicts::{RollNotYet, RollWindowClosed, SheetClosed};
pub use roll::{EntryForm, Mark, Roll, RollEntry, Tally};
pub use settings::{lesson_state, roll_window, sheet_closed, JournalSettings, LessonState, RollWindow, SettingsForm, ThresholdLevel};
pub use sheet::{SheetEntry, SheetEntryForm, SheetState};

code_enum!(
    /// Whether a student was at a lesson.
    Attendance {
        Present = "PRESENT",
        Late = "LATE",
        Absent = "ABSENT",
        /// Absent for a valid reason the dean's office accepted.
        Excused = "EXCUSED",
    }
);

/// A lesson (a "pair") counts as two academic hours of absence.
pub const HOURS_PER_LESSON: i32 = 2;

/// The longest note a roll keeps for one student.
pub const MAX_NOTE_LENGTH: usize = 200;

/// The longest reason of a correction, an excuse or a reopened sheet, and of an excuse's document.
pub const MAX_REASON_LENGTH: usize = 500;

use chrono::NaiveTime;
use domain::actor::Scope;
use domain::assessment::Control;
use domain::ids::{ExamId, GroupId, InstitutionId, RoomId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{BookedLesson, Booking, DateSpan, Exam, ExamDetails};

use super::{LessonFilter, Lock};
use crate::AppError;

/// An exam with the names its lists, calendars and clash messages show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamView {
    pub exam: Exam,
    pub group_name: String,
    pub subgroup_name: Option<String>,
    pub subject_code: String,
    pub subject_name: MultilingualName,
    pub examiner_name: String,
    pub room_name: String,
    pub class_hour_number: i16,
    pub class_hour_start: NaiveTime,
    pub class_hour_end: NaiveTime,
}

/// Which exams: each set field narrows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamQuery {
    pub scope: Scope,
    pub institution: Option<InstitutionId>,
    pub group: Option<GroupId>,
    /// Any of these examiners (a teacher's own posts).
    pub examiners: Option<Vec<StaffId>>,
    pub room: Option<RoomId>,
    pub control: Option<Control>,
    pub dates: Option<DateSpan>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait ExamRepository {
    fn find(&mut self, id: ExamId, lock: Lock) -> Result<Option<Exam>, AppError>;
    /// `Conflict(Clash)` when the database's constraint sees a clash with another exam the check
    /// could not (two editors saving one slot at the same moment).
    fn insert(&mut self, institution: InstitutionId, details: &ExamDetails) -> Result<Exam, AppError>;
    /// Stores an exam read at `exam.version`: `StaleVersion` when it changed since; `Conflict(Clash)`.
    fn save(&mut self, exam: &Exam) -> Result<Exam, AppError>;
    /// `StaleVersion`.
    fn remove(&mut self, exam: &Exam) -> Result<(), AppError>;
    /// The exams in the booking's slot (the same class hour on a day of its dates that falls on its
    /// weekday) sharing its group, examiner or room, but `except` itself.
    fn booked(&mut self, booking: &Booking, except: Option<ExamId>) -> Result<Vec<BookedLesson>, AppError>;
    fn views(&mut self, ids: &[ExamId]) -> Result<Vec<ExamView>, AppError>;
    /// By date, class hour and group.
    fn list(&mut self, query: &ExamQuery) -> Result<Page<ExamView>, AppError>;
    /// Every exam of the group, teacher or room the filter names on a day of `window`.
    fn in_window(&mut self, filter: &LessonFilter, window: DateSpan) -> Result<Vec<ExamView>, AppError>;
}

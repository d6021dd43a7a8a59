//! The timetable of groups: weekly lessons checked against the domain's rules inside the
//! transaction that saves them, the deletes for one day or to the end, and month calendars of a
//! group, a teacher or a room.

mod calendar;
mod create;
mod delete;
mod get;
mod list;
#[cfg(test)]
mod tests;
mod timetable;
mod update;

pub use calendar::*;
pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use timetable::*;
pub use update::*;

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::group::Group;
use domain::ids::{ExamId, ScheduleId};
use domain::schedule::{check_lesson, find_clash, occurrences, Booking, DateSpan, LessonDetails, LessonDraft, LessonFacts, YearMonth};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require_in_scope;
use crate::groups::group_in_scope;
use crate::ports::{Clock, ExamView, LessonView, Lock, Transaction};
use crate::AppError;

/// Today in Uzbekistan (UTC+5, no daylight saving): whether a lesson has taken place.
pub fn today(clock: &dyn Clock) -> NaiveDate {
    (clock.now() + chrono::Duration::hours(5)).date_naive()
}

/// A living lesson the actor may see, or `NotFound`.
pub(crate) fn lesson_in_scope(
    tx: &mut dyn Transaction,
    actor: &Actor,
    id: ScheduleId,
    lock: Lock,
) -> Result<domain::schedule::WeeklyLesson, AppError> {
    let lesson = tx.schedules().find(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&lesson.institution_id))?;
    Ok(lesson)
}

/// The draft checked against its group (which the actor must see), teacher, room, class hour,
/// curriculum and semester.
pub(crate) fn checked(tx: &mut dyn Transaction, actor: &Actor, draft: &LessonDraft) -> Result<(Group, LessonDetails), AppError> {
    let group = group_in_scope(tx, actor, draft.group, Lock::None)?;
    let institution = group.institution_id;
    let mut errors = ValidationErrors::new();
    let teacher = tx.schedules().teacher(draft.teacher)?.filter(|t| t.institution_id == institution);
    if teacher.is_none() {
        errors.add("teacher_id", Invalid::UnknownValue);
    }
    let room = tx.schedules().room(draft.room)?.filter(|r| r.institution_id == institution);
    if room.is_none() {
        errors.add("room_id", Invalid::UnknownValue);
    }
    if tx.schedules().class_hour(draft.class_hour)? != Some(institution) {
        errors.add("class_hour_id", Invalid::UnknownValue);
    }
    errors.into_result()?;
    let (Some(teacher), Some(room)) = (teacher, room) else {
        return Err(AppError::NotFound);
    };
    let curriculum = group.details.curriculum_id;
    let semester = group.details.current_semester;
    let semester_subjects = tx.groups().semester_subjects(curriculum, semester)?.into_iter().map(|s| s.id).collect();
    let students = match draft.subgroup {
        None => Some(i64::from(group.current_number_of_students)),
        Some(n) => tx.groups().subgroups(group.id, draft.subject)?.get(usize::from(n) - 1).map(|(_, members)| members.len() as i64),
    };
    let facts = LessonFacts {
        semester: tx.schedules().semester_dates(curriculum, semester)?,
        semester_subjects,
        teacher_subjects: teacher.subjects,
        students,
        room_capacity: room.capacity,
    };
    let details = check_lesson(draft, &facts)?;
    Ok((group, details))
}

/// Refuses a booking that puts its group, teacher or room where a stored lesson or exam already
/// is; `exam` is the stored exam the booking moves, which it never clashes with.
pub(crate) fn ensure_free(tx: &mut dyn Transaction, booking: &Booking, exam: Option<ExamId>) -> Result<(), AppError> {
    let mut stored = tx.schedules().booked(booking)?;
    stored.extend(tx.exams().booked(booking, exam)?);
    find_clash(booking, &stored).map_err(AppError::conflict)
}

/// The concrete lessons and the exams of one day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarDay {
    pub date: NaiveDate,
    /// By class hour, then group.
    pub lessons: Vec<LessonView>,
    /// By class hour, then group.
    pub exams: Vec<ExamView>,
}

/// Every day of a month with the lessons it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Calendar {
    pub month: YearMonth,
    pub days: Vec<CalendarDay>,
}

impl Calendar {
    /// The weekly lessons expanded over the month, without their skipped days, and the exams on
    /// their days.
    pub fn expand(month: YearMonth, lessons: &[LessonView], exams: Vec<ExamView>) -> Calendar {
        Calendar { month, days: lay_out(month.span(), lessons, exams) }
    }

    pub fn is_empty(&self) -> bool {
        self.days.iter().all(|d| d.lessons.is_empty() && d.exams.is_empty())
    }
}

/// Every day of `window` with the weekly lessons that fall on it, without their skipped days, and
/// the exams it holds, by class hour, then group.
pub(crate) fn lay_out(window: DateSpan, lessons: &[LessonView], exams: Vec<ExamView>) -> Vec<CalendarDay> {
    let mut days: Vec<CalendarDay> = window.days().map(|date| CalendarDay { date, lessons: Vec::new(), exams: Vec::new() }).collect();
    for exam in exams {
        let index = (exam.exam.details.date - window.start()).num_days();
        if let Some(day) = usize::try_from(index).ok().and_then(|i| days.get_mut(i)) {
            day.exams.push(exam);
        }
    }
    for view in lessons {
        let d = &view.lesson.details;
        for date in occurrences(d.weekday, d.dates, &view.skipped, window) {
            let index = (date - window.start()).num_days() as usize;
            if let Some(day) = days.get_mut(index) {
                day.lessons.push(view.clone());
            }
        }
    }
    for day in &mut days {
        day.lessons.sort_by(|a, b| {
            (a.class_hour_start, a.class_hour_number, &a.group_name, a.lesson.details.subgroup).cmp(&(
                b.class_hour_start,
                b.class_hour_number,
                &b.group_name,
                b.lesson.details.subgroup,
            ))
        });
    }
    days
}

/// The days a lesson took place from its start up to and including `until`.
pub(crate) fn held_days(view: &LessonView, until: NaiveDate) -> Vec<NaiveDate> {
    let d = &view.lesson.details;
    match DateSpan::new(d.dates.start(), until) {
        Some(window) => occurrences(d.weekday, d.dates, &view.skipped, window),
        None => Vec::new(),
    }
}

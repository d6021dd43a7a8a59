//! The teaching journal: the lessons of a day with the state of their roll, a lesson's roll taken
//! and corrected, excused absences, a group's journal of a subject, the students past an absence
//! threshold, and the institution's journal settings.
//!
//! Who sees a lesson: a holder of `journal-view` or `journal-edit` the lessons of their scope; a
//! holder of `journal-record` their own lessons (as the teacher module finds the teacher: the
//! user's staff records, in every institution they teach in). Anyone else gets "not found".

mod excuse;
mod excuses;
mod group_journal;
mod lessons;
mod record_roll;
mod roll;
mod settings;
#[cfg(test)]
mod tests;
mod thresholds;

pub use excuse::*;
pub use excuses::*;
pub use group_journal::*;
pub use lessons::*;
pub use record_roll::*;
pub use roll::*;
pub use settings::*;
pub use thresholds::*;

use std::collections::BTreeSet;

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::{ScheduleId, StaffId};
use domain::permission::Permission;
use domain::schedule::{occurrences, DateSpan};

use crate::ports::{LessonView, Transaction};
use crate::AppError;

/// The staff records of the signed-in person, in every institution they work in.
pub(crate) fn own_staff(tx: &mut dyn Transaction, actor: &Actor) -> Result<BTreeSet<StaffId>, AppError> {
    Ok(tx.teaching().posts(actor.user_id)?.into_iter().map(|p| p.staff).collect())
}

/// A lesson as the actor may reach it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeenLesson {
    pub view: LessonView,
    /// The actor teaches it and may record their own lessons.
    pub own: bool,
    /// The lesson is of the actor's scope and the actor reads the institution's journal.
    pub institution_wide: bool,
}

impl SeenLesson {
    /// May take or change the roll inside its window.
    pub fn may_record(&self, actor: &Actor) -> bool {
        self.own || (self.institution_wide && actor.can(Permission::JournalEdit))
    }

    /// May change the roll after its window, with a reason.
    pub fn may_correct(&self, actor: &Actor) -> bool {
        actor.can(Permission::JournalCorrect) && (self.own || self.institution_wide)
    }
}

/// The living lesson, if the actor may see it in the journal; `NotFound` otherwise.
pub(crate) fn seen_lesson(tx: &mut dyn Transaction, actor: &Actor, id: ScheduleId) -> Result<SeenLesson, AppError> {
    let view = tx.schedules().views(&[id])?.into_iter().next().ok_or(AppError::NotFound)?;
    let institution_wide =
        (actor.can(Permission::JournalView) || actor.can(Permission::JournalEdit) || actor.can(Permission::JournalCorrect))
            && actor.scope().includes(view.lesson.institution_id);
    let own = actor.can(Permission::JournalRecord) && own_staff(tx, actor)?.contains(&view.lesson.details.teacher);
    if own || institution_wide {
        Ok(SeenLesson { view, own, institution_wide })
    } else {
        Err(AppError::NotFound)
    }
}

/// Whether the weekly lesson takes place on the date.
pub(crate) fn held_on(view: &LessonView, date: NaiveDate) -> bool {
    let day = DateSpan::new(date, date);
    day.is_some_and(|day| !occurrences(view.lesson.details.weekday, view.lesson.details.dates, &view.skipped, day).is_empty())
}

/// The longest span a list of lessons covers.
pub const MAX_SPAN_DAYS: i64 = 31;

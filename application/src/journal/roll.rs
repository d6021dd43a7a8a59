use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::{ScheduleId, StudentId, TopicId};
use domain::journal::{roll_window, Attendance, JournalSettings, Mark, RollWindow};
use domain::paging::PageRequest;
use domain::permission::Permission;
use domain::schedule::Topic;
use domain::version::Version;

use super::{held_on, seen_lesson, SeenLesson};
use crate::access::require_any;
use crate::ports::{in_transaction, Clock, LessonSetting, LessonView, Lock, RosterStudent, StoredRoll, Transaction, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

/// One student's line of a lesson's roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollLine {
    pub student: StudentId,
    pub full_name: String,
    pub attendance: Attendance,
    pub mark: Option<Mark>,
    pub note: String,
    /// The dean's office excused the student's absence for the day.
    pub excused_by_office: bool,
}

/// A lesson's roll as its screen shows it: the taken one, or everybody present before it is taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollSheet {
    pub lesson: LessonView,
    pub date: NaiveDate,
    pub setting: LessonSetting,
    pub window: RollWindow,
    pub last_day: NaiveDate,
    /// The actor may save the roll now without a reason.
    pub may_record: bool,
    /// The actor may save it only as a correction, with a reason.
    pub needs_reason: bool,
    pub taken: bool,
    pub version: Version,
    pub lines: Vec<RollLine>,
    pub topic_ids: Vec<TopicId>,
    /// The lesson teacher's topics of the subject, to choose from.
    pub topics: Vec<Topic>,
}

pub struct GetRoll<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl GetRoll<'_> {
    pub fn execute(&self, actor: &Actor, id: ScheduleId, date: NaiveDate) -> Result<RollSheet, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::JournalRecord, Permission::JournalEdit, Permission::JournalCorrect])?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let seen = seen_lesson(tx, actor, id)?;
            let stored = tx.journal().roll(id, date, Lock::None)?;
            if stored.is_none() && !held_on(&seen.view, date) {
                return Err(AppError::NotFound);
            }
            let details = &seen.view.lesson.details;
            let setting = tx.journal().setting(details.group, details.subject, date)?.ok_or(AppError::NotFound)?;
            let (settings, _) = tx.journal().settings(seen.view.lesson.institution_id)?;
            let roster = tx.journal().roster(details.group, details.subgroup, details.subject, date)?;
            let recorded: Vec<TopicId> = tx.teaching().recorded(&[id])?.into_iter().filter(|r| r.date == date).map(|r| r.topic).collect();
            let topics = teacher_topics(tx, &seen)?;
            roll_sheet(tx, actor, RollParts { seen, date, setting, settings, roster, stored, topic_ids: recorded, topics, today })
        })
    }
}

/// The lesson teacher's topics of the lesson's subject.
pub(crate) fn teacher_topics(tx: &mut dyn Transaction, seen: &SeenLesson) -> Result<Vec<Topic>, AppError> {
    let details = &seen.view.lesson.details;
    Ok(tx.teaching().topics(details.teacher, Some(details.subject), PageRequest::new(Some(1), Some(10_000))?)?.items)
}

/// Everything a roll's screen is made of.
pub(crate) struct RollParts {
    pub seen: SeenLesson,
    pub date: NaiveDate,
    pub setting: LessonSetting,
    pub settings: JournalSettings,
    pub roster: Vec<RosterStudent>,
    pub stored: Option<StoredRoll>,
    pub topic_ids: Vec<TopicId>,
    pub topics: Vec<Topic>,
    pub today: NaiveDate,
}

/// The roll's lines: the stored roll's students (by the roster's names, or their own for a
/// student who has left since), or the roster with everybody present (excused when the dean's
/// office excused the day).
pub(crate) fn roll_sheet(tx: &mut dyn Transaction, actor: &Actor, parts: RollParts) -> Result<RollSheet, AppError> {
    let RollParts { seen, date, setting, settings, roster, stored, topic_ids, topics, today } = parts;
    let excused: BTreeSet<StudentId> = roster.iter().filter(|s| s.excused).map(|s| s.id).collect();
    let mut names: BTreeMap<StudentId, String> = roster.iter().map(|s| (s.id, s.full_name.clone())).collect();
    let lines = match &stored {
        Some(stored) => {
            let missing: Vec<StudentId> = stored.roll.entries().iter().map(|e| e.student).filter(|s| !names.contains_key(s)).collect();
            if !missing.is_empty() {
                names.extend(tx.journal().names(&missing)?);
            }
            let mut lines: Vec<RollLine> = stored
                .roll
                .entries()
                .iter()
                .map(|e| {
                    // Students are never deleted: a roll's student without a name is a broken roll.
                    let full_name = names
                        .get(&e.student)
                        .cloned()
                        .ok_or_else(|| AppError::internal(format!("a roll names student {} who does not exist", e.student.get())))?;
                    Ok(RollLine {
                        student: e.student,
                        full_name,
                        attendance: e.attendance,
                        mark: e.mark,
                        note: e.note.clone(),
                        excused_by_office: excused.contains(&e.student),
                    })
                })
                .collect::<Result<_, AppError>>()?;
            lines.sort_by(|a, b| a.full_name.cmp(&b.full_name).then(a.student.cmp(&b.student)));
            lines
        }
        None => roster
            .iter()
            .map(|s| RollLine {
                student: s.id,
                full_name: s.full_name.clone(),
                attendance: if s.excused { Attendance::Excused } else { Attendance::Present },
                mark: None,
                note: String::new(),
                excused_by_office: s.excused,
            })
            .collect(),
    };
    let window = roll_window(&settings, date, today);
    let may_record = window == RollWindow::Open && seen.may_record(actor);
    let needs_reason = window == RollWindow::Closed && seen.may_correct(actor);
    Ok(RollSheet {
        date,
        setting,
        window,
        last_day: settings.last_roll_day(date),
        may_record,
        needs_reason,
        taken: stored.is_some(),
        version: stored.as_ref().map_or(Version::new(0), |s| s.version),
        lines,
        topic_ids,
        topics,
        lesson: seen.view,
    })
}

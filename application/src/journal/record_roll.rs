use std::collections::BTreeSet;

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::{ScheduleId, StudentId, TopicId};
use domain::journal::{roll_window, EntryForm, Roll, RollNotYet, RollWindow, RollWindowClosed, MAX_REASON_LENGTH};
use domain::permission::Permission;
use domain::schedule::ScheduleInvalid;
use domain::validation::{optional_text, Invalid, ValidationErrors};
use domain::version::Version;

use super::roll::{roll_sheet, teacher_topics, RollParts, RollSheet};
use super::{held_on, seen_lesson};
use crate::access::require_any;
use crate::ports::NewNotification;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, UnitOfWork};
use crate::results::{keep_standings, ResultsPlace};
use crate::schedule::today;
use crate::AppError;
use domain::portal::roll_news;

/// The most topics one lesson records.
pub const MAX_LESSON_TOPICS: usize = 50;

/// A roll as the lesson screen sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RollForm {
    pub entries: Vec<EntryForm>,
    pub topic_ids: Vec<i64>,
    /// The version read (0 for a roll not taken yet).
    pub version: i64,
    /// Why a roll is changed after its window; required then.
    pub reason: String,
}

pub struct RecordRoll<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl RecordRoll<'_> {
    /// Records a lesson's whole roll in one transaction: attendance and marks of every student of
    /// the lesson, the topics covered, the students' counts moved, one audit record. The lesson's
    /// own teacher (or an administrator recording for them) records it on the lesson day, or
    /// within the days the institution allows; afterwards only a correction with a reason.
    pub fn execute(
        &self,
        actor: &Actor,
        id: ScheduleId,
        date: NaiveDate,
        form: RollForm,
        request: &RequestMeta,
    ) -> Result<RollSheet, AppError> {
        require_any(actor, &[Permission::JournalRecord, Permission::JournalEdit, Permission::JournalCorrect])?;
        let mut errors = ValidationErrors::new();
        let reason = errors.check("reason", optional_text(&form.reason, MAX_REASON_LENGTH));
        let topics = errors.check("topic_ids", topic_ids(&form.topic_ids));
        if !(0..=i64::from(i32::MAX)).contains(&form.version) {
            errors.add("version", Invalid::OutOfRange { min: 0, max: i64::from(i32::MAX) });
        }
        errors.into_result()?;
        let (Some(reason), Some(topics)) = (reason, topics) else {
            return Err(ValidationErrors::single("entries", Invalid::Required).into());
        };
        let expected = Version::new(form.version as i32);
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let seen = seen_lesson(tx, actor, id)?;
            let stored = tx.journal().roll(id, date, Lock::ForUpdate)?;
            if stored.is_none() && !held_on(&seen.view, date) {
                return Err(ValidationErrors::single("date", Invalid::Schedule(ScheduleInvalid::NotALessonDay)).into());
            }
            let details = seen.view.lesson.details.clone();
            let (settings, _) = tx.journal().settings(seen.view.lesson.institution_id)?;
            match roll_window(&settings, date, today) {
                RollWindow::NotYet => return Err(AppError::conflict(RollNotYet { date })),
                RollWindow::Open if seen.may_record(actor) => {}
                RollWindow::Open | RollWindow::Closed if seen.may_correct(actor) => {
                    if reason.is_empty() {
                        return Err(ValidationErrors::single("reason", Invalid::Required).into());
                    }
                }
                RollWindow::Open => return Err(AppError::Forbidden),
                RollWindow::Closed => return Err(AppError::conflict(RollWindowClosed { last_day: settings.last_roll_day(date) })),
            }
            if stored.as_ref().map_or(Version::new(0), |s| s.version) != expected {
                return Err(AppError::StaleVersion);
            }
            let setting = tx.journal().setting(details.group, details.subject, date)?.ok_or(AppError::NotFound)?;
            let roster = tx.journal().roster(details.group, details.subgroup, details.subject, date)?;
            // A roll already taken keeps its students; a new one is for the lesson's students now.
            let expected_students: BTreeSet<StudentId> = match &stored {
                Some(stored) => stored.roll.entries().iter().map(|e| e.student).collect(),
                None => roster.iter().map(|s| s.id).collect(),
            };
            let excused: BTreeSet<StudentId> = roster.iter().filter(|s| s.excused).map(|s| s.id).collect();
            let roll = Roll::parse(&form.entries, setting.marking_system(), &expected_students)?.excusing(&excused);
            let choices = teacher_topics(tx, &seen)?;
            let known: BTreeSet<TopicId> = choices.iter().map(|t| t.id).collect();
            if topics.iter().any(|t| !known.contains(t)) {
                return Err(ValidationErrors::single("topic_ids", Invalid::UnknownValue).into());
            }
            let recorded: Vec<TopicId> = tx.teaching().recorded(&[id])?.into_iter().filter(|r| r.date == date).map(|r| r.topic).collect();
            let version = tx.journal().save_roll(id, date, &roll, expected)?;
            let counts = roll.tally_change(stored.as_ref().map(|s| &s.roll));
            if !counts.is_empty() {
                tx.journal().count(setting.institution, setting.curriculum, setting.semester, details.subject, &counts)?;
            }
            // Marks make the current control, so the results of the students whose marks moved.
            let marked: Vec<StudentId> = counts.iter().filter(|(_, t)| t.marks_sum != 0 || t.marks_count != 0).map(|(s, _)| *s).collect();
            if !marked.is_empty() {
                let place = ResultsPlace { group: details.group, curriculum: setting.curriculum, institution: setting.institution };
                keep_standings(tx, place, &marked, Some(setting.semester))?;
            }
            if recorded != topics {
                tx.teaching().record(id, date, &topics)?;
            }
            let changed = roll.changed_from(stored.as_ref().map(|s| &s.roll));
            let news: Vec<NewNotification> = roll_news(&changed)
                .into_iter()
                .map(|(student, kind, mark)| NewNotification {
                    student,
                    kind,
                    subject: Some(details.subject),
                    order: None,
                    mark,
                    date: Some(date),
                    visible_from: date,
                })
                .collect();
            tx.portal().notify(&news)?;
            let describe = |e: Option<&domain::journal::RollEntry>| e.map_or(AuditValue::Null, |e| AuditValue::Text(e.describe()));
            let mut changes = vec![
                ("date", AuditValue::Null, AuditValue::from(date)),
                (
                    "entries",
                    AuditValue::List(changed.iter().map(|(old, _)| describe(*old)).collect()),
                    AuditValue::List(changed.iter().map(|(_, new)| describe(*new)).collect()),
                ),
            ];
            if recorded != topics {
                let list = |ids: &[TopicId]| AuditValue::List(ids.iter().map(|t| AuditValue::Int(t.get())).collect());
                changes.push(("topic_ids", list(&recorded), list(&topics)));
            }
            if !reason.is_empty() {
                changes.push(("reason", AuditValue::Null, AuditValue::Text(reason.clone())));
            }
            let action = if stored.is_some() { AuditAction::Update } else { AuditAction::Create };
            let context = AuditContext::by(actor, action, request).within(seen.view.lesson.institution_id);
            tx.audit().record(&context, EntityType::LessonRoll, Some(id.get()), &changes)?;
            let saved = crate::ports::StoredRoll { lesson: id, date, roll, version };
            roll_sheet(
                tx,
                actor,
                RollParts { seen, date, setting, settings, roster, stored: Some(saved), topic_ids: topics, topics: choices, today },
            )
        })
    }
}

/// Topic ids as sent: positive, each once, at most `MAX_LESSON_TOPICS`.
fn topic_ids(ids: &[i64]) -> Result<Vec<TopicId>, Invalid> {
    if ids.len() > MAX_LESSON_TOPICS {
        return Err(Invalid::TooLong { max: MAX_LESSON_TOPICS });
    }
    let mut seen = BTreeSet::new();
    ids.iter()
        .map(|id| {
            let topic = TopicId::new(*id)?;
            if seen.insert(topic) {
                Ok(topic)
            } else {
                Err(Invalid::Duplicate)
            }
        })
        .collect()
}

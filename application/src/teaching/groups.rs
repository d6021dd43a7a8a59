use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::{EduSubjectId, GroupId, ScheduleId};
use domain::permission::Permission;
use domain::schedule::DateSpan;

use super::current_post;
use crate::access::require;
use crate::ports::{in_transaction, Clock, LessonFilter, LessonView, SubjectRef, TeacherPost, Transaction, UnitOfWork};
use crate::schedule::{held_days, today};
use crate::AppError;

/// A group the teacher teaches a subject to, with how far the topic entry has got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherGroup {
    pub group_id: GroupId,
    pub group_name: String,
    pub subject: SubjectRef,
    /// Lessons that have taken place up to today.
    pub lessons_held: i64,
    /// Held lessons with their topics recorded.
    pub topics_entered: i64,
    /// Held lessons still without topics.
    pub topics_left: i64,
}

/// Every day a lesson ever runs.
pub(crate) fn all_time() -> DateSpan {
    // Never the default: both dates are real days.
    let first = NaiveDate::from_ymd_opt(1991, 1, 1).unwrap_or_default();
    let last = NaiveDate::from_ymd_opt(2100, 12, 31).unwrap_or_default();
    DateSpan::new(first, last).unwrap_or(domain::schedule::YearMonth::of(first).span())
}

/// The (lesson, date) pairs that have topics recorded.
type Recorded = BTreeSet<(ScheduleId, NaiveDate)>;

/// The teacher's lessons (of one group and subject, or all), and which (lesson, date) pairs have
/// topics recorded.
pub(crate) fn lessons_and_records(
    tx: &mut dyn Transaction,
    post: &TeacherPost,
    only: Option<(GroupId, EduSubjectId)>,
) -> Result<(Vec<LessonView>, Recorded), AppError> {
    let filter = LessonFilter {
        teachers: Some(vec![post.staff]),
        group: only.map(|(g, _)| g),
        subject: only.map(|(_, s)| s),
        ..LessonFilter::default()
    };
    let lessons = tx.schedules().in_window(&filter, all_time())?;
    let ids: Vec<ScheduleId> = lessons.iter().map(|l| l.lesson.id).collect();
    let recorded = tx.teaching().recorded(&ids)?.into_iter().map(|r| (r.lesson, r.date)).collect();
    Ok((lessons, recorded))
}

pub struct TeacherGroups<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl TeacherGroups<'_> {
    /// The groups and subjects of the teacher's lessons in the current institution.
    pub fn execute(&self, actor: &Actor) -> Result<Vec<TeacherGroup>, AppError> {
        require(actor, Permission::TeacherEduGroupsView)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let Some(post) = current_post(tx, actor)? else {
                return Ok(Vec::new());
            };
            let (lessons, recorded) = lessons_and_records(tx, &post, None)?;
            let mut rows: BTreeMap<(String, GroupId, EduSubjectId), TeacherGroup> = BTreeMap::new();
            for view in &lessons {
                let d = &view.lesson.details;
                let row = rows.entry((view.group_name.clone(), d.group, d.subject)).or_insert_with(|| TeacherGroup {
                    group_id: d.group,
                    group_name: view.group_name.clone(),
                    subject: SubjectRef { id: d.subject, code: view.subject_code.clone(), name: view.subject_name.clone() },
                    lessons_held: 0,
                    topics_entered: 0,
                    topics_left: 0,
                });
                for day in held_days(view, today) {
                    row.lessons_held += 1;
                    if recorded.contains(&(view.lesson.id, day)) {
                        row.topics_entered += 1;
                    } else {
                        row.topics_left += 1;
                    }
                }
            }
            Ok(rows.into_values().collect())
        })
    }
}

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::{EduSubjectId, GroupId};
use domain::permission::Permission;

use super::groups::all_time;
use super::{current_post, lessons_and_records_on};
use crate::access::require;
use crate::ports::{in_transaction, Clock, LessonView, RecordedTopic, SubjectRef, UnitOfWork};
use crate::schedule::{held_days, today};
use crate::AppError;

/// A lesson that took place, with the topics recorded for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldLesson {
    pub date: NaiveDate,
    pub lesson: LessonView,
    pub topics: Vec<RecordedTopic>,
}

/// The held lessons of one group and subject of the teacher, oldest first, with the counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonJournal {
    pub group_id: GroupId,
    pub group_name: String,
    pub subject: SubjectRef,
    pub lessons: Vec<HeldLesson>,
    pub lessons_held: i64,
    pub topics_entered: i64,
    pub topics_left: i64,
}

pub struct TeacherLessons<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl TeacherLessons<'_> {
    /// `NotFound` unless the teacher has lessons of that subject with that group.
    pub fn execute(&self, actor: &Actor, group: GroupId, subject: EduSubjectId) -> Result<LessonJournal, AppError> {
        require(actor, Permission::TeacherEduGroupsView)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let post = current_post(tx, actor)?.ok_or(AppError::NotFound)?;
            let lessons = lessons_and_records_on(tx, &post, group, subject, all_time())?;
            let first = lessons.first().ok_or(AppError::NotFound)?;
            let ids: Vec<_> = lessons.iter().map(|l| l.lesson.id).collect();
            let recorded = tx.teaching().recorded(&ids)?;
            let mut journal = LessonJournal {
                group_id: group,
                group_name: first.group_name.clone(),
                subject: SubjectRef { id: subject, code: first.subject_code.clone(), name: first.subject_name.clone() },
                lessons: Vec::new(),
                lessons_held: 0,
                topics_entered: 0,
                topics_left: 0,
            };
            for view in &lessons {
                for date in held_days(view, today) {
                    let topics: Vec<RecordedTopic> =
                        recorded.iter().filter(|r| r.lesson == view.lesson.id && r.date == date).cloned().collect();
                    journal.lessons_held += 1;
                    if topics.is_empty() {
                        journal.topics_left += 1;
                    } else {
                        journal.topics_entered += 1;
                    }
                    journal.lessons.push(HeldLesson { date, lesson: view.clone(), topics });
                }
            }
            journal.lessons.sort_by_key(|h| (h.date, h.lesson.class_hour_start, h.lesson.lesson.id));
            Ok(journal)
        })
    }
}

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::{EduSubjectId, StudentId};
use domain::portal::schedule_span;
use domain::schedule::DateSpan;

use super::{portal_student, require_portal};
use crate::ports::{in_transaction, Clock, LessonFilter, Lock, UnitOfWork};
use crate::schedule::{lay_out, today, CalendarDay};
use crate::AppError;

/// The student's days: their group's lessons and exams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyDays {
    pub student: StudentId,
    pub span: DateSpan,
    pub days: Vec<CalendarDay>,
}

pub struct MySchedule<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl MySchedule<'_> {
    /// Every day asked (this Monday-to-Sunday week unless asked) with the lessons and exams of the
    /// student's group: of a subject split into subgroups, only those of the student's subgroup.
    pub fn execute(
        &self,
        actor: &Actor,
        asked: Option<StudentId>,
        from: Option<NaiveDate>,
        to: Option<NaiveDate>,
    ) -> Result<MyDays, AppError> {
        require_portal(actor)?;
        let span = schedule_span(today(self.clock), from, to)?;
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let filter = LessonFilter { group: Some(student.details.edu_group_id), ..LessonFilter::default() };
            let mut lessons = tx.schedules().in_window(&filter, span)?;
            let mut exams = tx.exams().in_window(&filter, span)?;
            // A subgroup's lessons and exams are only its students'.
            let split: BTreeSet<EduSubjectId> = lessons
                .iter()
                .filter_map(|l| l.lesson.details.subgroup.map(|_| l.lesson.details.subject))
                .chain(exams.iter().filter_map(|e| e.exam.details.subgroup.map(|_| e.exam.details.subject)))
                .collect();
            let mut mine: BTreeMap<EduSubjectId, u8> = BTreeMap::new();
            for subject in split {
                let parts = tx.groups().subgroups(student.details.edu_group_id, subject)?;
                if let Some(n) = parts.iter().position(|(_, members)| members.contains(&student.id)) {
                    mine.insert(subject, n as u8 + 1);
                }
            }
            let theirs = |subject: EduSubjectId, subgroup: Option<u8>| subgroup.is_none_or(|n| mine.get(&subject) == Some(&n));
            lessons.retain(|l| theirs(l.lesson.details.subject, l.lesson.details.subgroup));
            exams.retain(|e| theirs(e.exam.details.subject, e.exam.details.subgroup));
            Ok(MyDays { student: student.id, span, days: lay_out(span, &lessons, exams) })
        })
    }
}

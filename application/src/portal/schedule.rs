use chrono::NaiveDate;
use domain::actor::Actor;
use domain::ids::StudentId;
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
    /// student's group.
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
            let lessons = tx.schedules().in_window(&filter, span)?;
            let exams = tx.exams().in_window(&filter, span)?;
            Ok(MyDays { student: student.id, span, days: lay_out(span, &lessons, exams) })
        })
    }
}

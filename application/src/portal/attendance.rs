use std::collections::BTreeMap;

use domain::actor::Actor;
use domain::ids::{EduSubjectId, StudentId};
use domain::multilingual::MultilingualName;
use domain::portal::{AttendanceSummary, LessonLine};

use super::{portal_student, require_portal, semester_asked};
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::AppError;

/// A subject of the semester with the student's lessons in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectAttendance {
    pub subject: EduSubjectId,
    pub name: MultilingualName,
    pub summary: AttendanceSummary,
    /// By date.
    pub lessons: Vec<LessonLine>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyLessons {
    pub student: StudentId,
    pub semester: i32,
    pub subjects: Vec<SubjectAttendance>,
}

pub struct MyAttendance<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl MyAttendance<'_> {
    /// The semester's subjects (the group's current one unless asked) in the curriculum's order,
    /// each with the student's attendance and marks lesson by lesson.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>, semester: Option<i64>) -> Result<MyLessons, AppError> {
        require_portal(actor)?;
        let semester = semester_asked(semester)?;
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let group = tx.groups().find(student.details.edu_group_id, Lock::None)?.ok_or(AppError::NotFound)?;
            let (curriculum, semester) = crate::groups::semester_of(tx, &group, semester)?;
            let mut lines: BTreeMap<EduSubjectId, Vec<LessonLine>> = BTreeMap::new();
            for (subject, line) in tx.journal().entries_of_student(student.id, curriculum.id, semester)? {
                lines.entry(subject).or_default().push(line);
            }
            let subjects = tx
                .assessment()
                .plans(curriculum.id)?
                .into_iter()
                .filter(|planned| planned.semester == semester)
                .map(|planned| {
                    // A subject with no roll taken yet has no lessons to show.
                    let mut lessons = lines.remove(&planned.subject).unwrap_or_default();
                    lessons.sort_by_key(|l| l.date);
                    SubjectAttendance { subject: planned.subject, name: planned.name, summary: AttendanceSummary::of(&lessons), lessons }
                })
                .collect();
            Ok(MyLessons { student: student.id, semester, subjects })
        })
    }
}

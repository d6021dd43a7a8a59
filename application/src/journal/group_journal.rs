use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::assessment::{AssessmentPlan, SubjectResult};
use domain::ids::{EduSubjectId, GroupId, ScheduleId, StudentId};
use domain::journal::{Attendance, Mark, Tally};
use domain::permission::Permission;
use domain::schedule::{occurrences, DateSpan, LessonType};
use domain::validation::{Invalid, ValidationErrors};

use super::own_staff;
use crate::access::{require_any, require_in_scope};
use crate::ports::{in_transaction, Clock, LessonFilter, Lock, SemesterSubject, UnitOfWork};
use crate::results::{results_book, ResultsPlace};
use crate::schedule::today;
use crate::AppError;

/// A lesson of the journal: a column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalColumn {
    pub lesson: ScheduleId,
    pub date: NaiveDate,
    pub lesson_type: LessonType,
    pub subgroup: Option<u8>,
    pub class_hour_number: i16,
    pub teacher_name: String,
    pub taken: bool,
}

/// A student of the journal: a row, with a cell per column (none where the roll was not taken or
/// the lesson is another subgroup's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalRow {
    pub student: StudentId,
    pub full_name: String,
    pub subgroup: Option<u8>,
    pub cells: Vec<Option<(Attendance, Option<Mark>)>>,
    pub tally: Tally,
    pub result: Option<SubjectResult>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupJournal {
    pub group: GroupId,
    pub group_name: String,
    pub subject: SemesterSubject,
    pub semester: i32,
    pub plan: Option<AssessmentPlan>,
    pub columns: Vec<JournalColumn>,
    pub rows: Vec<JournalRow>,
}

pub struct GetGroupJournal<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl GetGroupJournal<'_> {
    /// Students × the lessons held so far in the semester (and any taken roll), with each
    /// student's counts and result. A teacher reads the journal of a group and subject they teach.
    pub fn execute(&self, actor: &Actor, id: GroupId, subject: EduSubjectId, semester: Option<i64>) -> Result<GroupJournal, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::JournalRecord])?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let group = tx.groups().find(id, Lock::None)?.ok_or(AppError::NotFound)?;
            let (curriculum, semester) = crate::groups::semester_of(tx, &group, semester)?;
            let span = tx.schedules().semester_dates(curriculum.id, semester)?;
            let window = span.unwrap_or(DateSpan::ALL);
            let filter = LessonFilter { group: Some(id), subject: Some(subject), ..LessonFilter::default() };
            let views = tx.schedules().in_window(&filter, window)?;
            let institution_wide =
                actor.can(Permission::JournalView) && require_in_scope(actor, std::iter::once(&group.institution_id)).is_ok();
            if !institution_wide {
                let own = if actor.can(Permission::JournalRecord) { own_staff(tx, actor)? } else { BTreeSet::new() };
                if !views.iter().any(|v| own.contains(&v.lesson.details.teacher)) {
                    return Err(AppError::NotFound);
                }
            }
            let subject_row = tx
                .groups()
                .semester_subjects(curriculum.id, semester)?
                .into_iter()
                .find(|s| s.id == subject)
                .ok_or_else(|| ValidationErrors::single("edu_subject_id", Invalid::NotInSemester))?;
            let ids: Vec<ScheduleId> = views.iter().map(|v| v.lesson.id).collect();
            let rolls = if ids.is_empty() { Vec::new() } else { tx.journal().rolls(&ids)? };
            let rolls: BTreeMap<(ScheduleId, NaiveDate), &domain::journal::Roll> =
                rolls.iter().filter(|r| window.contains(r.date)).map(|r| ((r.lesson, r.date), &r.roll)).collect();
            let mut columns: Vec<(JournalColumn, i16)> = Vec::new();
            for view in &views {
                let d = &view.lesson.details;
                let held_until = DateSpan::new(window.start(), today.min(window.end()));
                // A window that starts after today has held no lessons yet.
                let mut dates: BTreeSet<NaiveDate> =
                    held_until.map(|held| occurrences(d.weekday, d.dates, &view.skipped, held).into_iter().collect()).unwrap_or_default();
                dates.extend(rolls.keys().filter(|(l, _)| *l == view.lesson.id).map(|(_, date)| *date));
                for date in dates {
                    columns.push((
                        JournalColumn {
                            lesson: view.lesson.id,
                            date,
                            lesson_type: d.lesson_type,
                            subgroup: d.subgroup,
                            class_hour_number: view.class_hour_number,
                            teacher_name: view.teacher_name.clone(),
                            taken: rolls.contains_key(&(view.lesson.id, date)),
                        },
                        view.class_hour_number,
                    ));
                }
            }
            columns.sort_by_key(|(c, hour)| (c.date, *hour, c.lesson));
            let columns: Vec<JournalColumn> = columns.into_iter().map(|(c, _)| c).collect();
            let subgroups: BTreeMap<StudentId, u8> = tx
                .groups()
                .subgroups(id, subject)?
                .into_iter()
                .enumerate()
                .flat_map(|(index, (_, students))| students.into_iter().map(move |s| (s, index as u8 + 1)))
                .collect();
            let mut students: Vec<(StudentId, String)> = tx.groups().members(id)?.into_iter().map(|m| (m.id, m.fio)).collect();
            let known: BTreeSet<StudentId> = students.iter().map(|(s, _)| *s).collect();
            let others: Vec<StudentId> = rolls
                .values()
                .flat_map(|r| r.entries().iter().map(|e| e.student))
                .filter(|s| !known.contains(s))
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            if !others.is_empty() {
                students.extend(tx.journal().names(&others)?);
            }
            let student_ids: Vec<StudentId> = students.iter().map(|(s, _)| *s).collect();
            let lines: BTreeMap<StudentId, Tally> = if student_ids.is_empty() {
                BTreeMap::new()
            } else {
                tx.journal()
                    .lines(&student_ids, curriculum.id, Some(semester), Some(subject))?
                    .into_iter()
                    .map(|l| (l.student, l.tally))
                    .collect()
            };
            let place = ResultsPlace { group: id, curriculum: curriculum.id, institution: group.institution_id };
            let book = results_book(tx, place, &student_ids, Some(semester), today)?;
            let rows = students
                .into_iter()
                .map(|(student, full_name)| JournalRow {
                    student,
                    full_name,
                    subgroup: subgroups.get(&student).copied(),
                    cells: columns
                        .iter()
                        .map(|c| rolls.get(&(c.lesson, c.date)).and_then(|r| r.entry(student)).map(|e| (e.attendance, e.mark)))
                        .collect(),
                    // A student with no attendance recorded has every count at zero.
                    tally: lines.get(&student).copied().unwrap_or_default(),
                    result: book.result(student, semester, subject).copied(),
                })
                .collect();
            Ok(GroupJournal {
                group: id,
                group_name: group.details.name.clone(),
                subject: subject_row,
                semester,
                plan: book.plan(semester, subject).copied(),
                columns,
                rows,
            })
        })
    }
}

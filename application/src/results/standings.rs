//! The kept standings: every change of a result (marks, sheets, exams, plans, typed ratings, a
//! student's move) keeps the decided results of the students it touches in its own transaction, so
//! that the GPA, the debts lists and promotion read them instead of recomputing the journal.

use std::collections::BTreeMap;

use chrono::{Days, NaiveDate};
use domain::assessment::{recorded_outcome, Gpa, MarkingSystem, ResultState};
use domain::group::Group;
use domain::ids::{EduSubjectId, GroupId, StudentId};
use domain::student::Student;

use super::book::{compute_results, deciding_sheet, result_inputs, ResultInputs, ResultsPlace};
use crate::ports::{Lock, NewNotification, SemesterSums, Standing, Transaction};
use crate::AppError;
use domain::portal::NotificationKind;

/// A day by which every sheet with an exam date has closed by itself.
fn eventually() -> NaiveDate {
    NaiveDate::from_ymd_opt(9000, 1, 1).unwrap_or(NaiveDate::MAX)
}

/// The day a result decided by its points, by a typed rating or by a sheet closed by hand is
/// decided from: before any day the system counts on.
pub fn always() -> NaiveDate {
    NaiveDate::from_ymd_opt(2000, 1, 1).unwrap_or(NaiveDate::MIN)
}

/// Keeps the standings of the group's students in its curriculum (one semester, or all).
pub(crate) fn keep_group_standings(tx: &mut dyn Transaction, group: &Group, semester: Option<i32>) -> Result<(), AppError> {
    let place = ResultsPlace { group: group.id, curriculum: group.details.curriculum_id, institution: group.institution_id };
    keep_place_standings(tx, place, semester)
}

/// Keeps the standings of the students of the place's group.
pub(crate) fn keep_place_standings(tx: &mut dyn Transaction, place: ResultsPlace, semester: Option<i32>) -> Result<(), AppError> {
    let students: Vec<StudentId> = tx.groups().members(place.group)?.into_iter().map(|m| m.id).collect();
    keep_standings(tx, place, &students, semester)
}

/// Keeps the standings of these students of a group: each result that is decided, or will be once
/// its sheet closes by date, replaces what was kept; the others are dropped. A debt that was not
/// one before is told to the student (from the day it is decided).
pub(crate) fn keep_standings(
    tx: &mut dyn Transaction,
    place: ResultsPlace,
    students: &[StudentId],
    semester: Option<i32>,
) -> Result<(), AppError> {
    let before = keep(tx, place, students, semester)?;
    let Some((before, kept)) = before else {
        return Ok(());
    };
    let news: Vec<NewNotification> = new_debts(&before, &kept)
        .map(|s| NewNotification {
            student: s.student,
            kind: NotificationKind::Debt,
            subject: Some(s.subject),
            order: None,
            mark: None,
            date: s.exam_date,
            visible_from: s.decided_from,
        })
        .collect();
    tx.portal().notify(&news)
}

/// The debts among `kept` that were not debts `before`.
pub fn new_debts<'a>(before: &'a [(StudentId, i32, EduSubjectId)], kept: &'a [Standing]) -> impl Iterator<Item = &'a Standing> {
    kept.iter().filter(move |s| !s.passed && !before.contains(&(s.student, s.semester, s.subject)))
}

/// Keeps the standings as `keep_standings` does, telling nobody: for the standings built once from
/// the results recorded before they were kept, and for a student's move to another group.
pub(crate) fn keep_standings_quietly(
    tx: &mut dyn Transaction,
    place: ResultsPlace,
    students: &[StudentId],
    semester: Option<i32>,
) -> Result<(), AppError> {
    keep(tx, place, students, semester).map(|_| ())
}

/// The debts replaced and the standings kept; `None` when there was nothing to keep.
#[allow(clippy::type_complexity)]
fn keep(
    tx: &mut dyn Transaction,
    place: ResultsPlace,
    students: &[StudentId],
    semester: Option<i32>,
) -> Result<Option<(Vec<(StudentId, i32, EduSubjectId)>, Vec<Standing>)>, AppError> {
    if students.is_empty() {
        return Ok(None);
    }
    let inputs = result_inputs(tx, place, students, semester)?;
    let typed: BTreeMap<(StudentId, i32, EduSubjectId), i32> =
        tx.ratings().of_students(students, place.curriculum)?.into_iter().map(|(s, sem, subject, r)| ((s, sem, subject), r)).collect();
    // A group's curriculum is living while the group is; without one there is nothing to keep.
    let Some(curriculum) = tx.groups().curriculum(place.curriculum)? else {
        return Ok(None);
    };
    let system = MarkingSystem::of_rating_type(curriculum.rating_type);
    let mut standings = decided_standings(&inputs, &typed, system, students);
    let owed = tx.ratings().owed(students, place.curriculum)?;
    standings.extend(owed_standings(&inputs, &standings, &owed, system));
    let before = tx.standings().replace(place.curriculum, place.institution, students, semester, &standings)?;
    Ok(Some((before, standings)))
}

/// The results decided by their points, a typed rating or a sheet closed by hand (from always), and
/// those a sheet decides by closing after its exam date (from the day after it closes). A typed
/// rating stands over the journal's result.
pub fn decided_standings(
    inputs: &ResultInputs,
    typed: &BTreeMap<(StudentId, i32, EduSubjectId), i32>,
    system: MarkingSystem,
    students: &[StudentId],
) -> Vec<Standing> {
    // Before any exam date no sheet has closed by itself; long after, every dated one has.
    let by_hand = compute_results(inputs.clone(), students, NaiveDate::MIN);
    let by_date = compute_results(inputs.clone(), students, eventually());
    let mut standings = Vec::new();
    for planned in &inputs.plans {
        let plan = &planned.plan;
        let sheet = deciding_sheet(&inputs.closings, planned);
        for student in students {
            let key = (*student, planned.semester, planned.subject);
            let shell = Standing {
                student: *student,
                semester: planned.semester,
                subject: planned.subject,
                passed: false,
                grade: None,
                credits: plan.credits,
                attempt: 1,
                decided_from: always(),
                exam_date: None,
            };
            if let Some(rating) = typed.get(&key) {
                let outcome = recorded_outcome(system, plan.final_form, *rating);
                standings.push(Standing { passed: outcome.state == ResultState::Passed, grade: outcome.grade, ..shell });
                continue;
            }
            let (Some(now), Some(result)) = (by_hand.result(key.0, key.1, key.2), by_date.result(key.0, key.1, key.2)) else {
                continue;
            };
            if result.outcome.state == ResultState::InProgress {
                continue;
            }
            let exam_date = if now.outcome.state == ResultState::InProgress { sheet.and_then(|c| c.exam_date) } else { None };
            let decided_from = match exam_date {
                Some(exam) => closing_day(exam, inputs.settings.sheet_close_days),
                None => always(),
            };
            standings.push(Standing {
                passed: result.outcome.state == ResultState::Passed,
                grade: result.outcome.grade,
                attempt: result.attempt,
                decided_from,
                exam_date,
                ..shell
            });
        }
    }
    standings
}

/// The debts a transfer left owed (student, semester, subject) in the planned subjects of `inputs`
/// that nothing has decided since: not passed, with no grade earned, from always.
pub fn owed_standings(
    inputs: &ResultInputs,
    decided: &[Standing],
    owed: &[(StudentId, i32, EduSubjectId)],
    system: MarkingSystem,
) -> Vec<Standing> {
    owed.iter()
        .filter(|(student, semester, subject)| {
            !decided.iter().any(|s| s.student == *student && s.semester == *semester && s.subject == *subject)
        })
        .filter_map(|(student, semester, subject)| {
            let planned = inputs.plans.iter().find(|p| p.semester == *semester && p.subject == *subject)?;
            Some(Standing {
                student: *student,
                semester: *semester,
                subject: *subject,
                passed: false,
                grade: recorded_outcome(system, planned.plan.final_form, 0).grade,
                credits: planned.plan.credits,
                attempt: 1,
                decided_from: always(),
                exam_date: None,
            })
        })
        .collect()
}

/// The first day a sheet closed by date counts as closed.
pub fn closing_day(exam: NaiveDate, close_days: u8) -> NaiveDate {
    exam.checked_add_days(Days::new(u64::from(close_days) + 1)).unwrap_or(NaiveDate::MAX)
}

/// A student's kept GPA of each semester and of all, with the debts of each.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeptGpa {
    pub semesters: BTreeMap<i32, (Option<Gpa>, i64)>,
    pub cumulative: Option<Gpa>,
    pub debts: i64,
}

/// Folds a student's kept sums into their GPA.
pub fn kept_gpa<'a>(sums: impl Iterator<Item = &'a SemesterSums>) -> KeptGpa {
    let mut kept = KeptGpa::default();
    let (mut weighted, mut credits) = (0, 0);
    for s in sums {
        kept.semesters.insert(s.semester, (Gpa::from_sums(s.weighted, s.credits), s.debts));
        weighted += s.weighted;
        credits += s.credits;
        kept.debts += s.debts;
    }
    kept.cumulative = Gpa::from_sums(weighted, credits);
    kept
}

/// Keeps a student's standings after a move to another group: the results of its curriculum, as
/// its sheets make them.
pub(crate) fn keep_moved_student(tx: &mut dyn Transaction, student: &Student, moved_from: GroupId) -> Result<(), AppError> {
    if student.details.edu_group_id == moved_from {
        return Ok(());
    }
    let group = tx.groups().find(student.details.edu_group_id, Lock::None)?.ok_or(AppError::NotFound)?;
    let place = ResultsPlace { group: group.id, curriculum: group.details.curriculum_id, institution: group.institution_id };
    keep_standings_quietly(tx, place, &[student.id], None)
}

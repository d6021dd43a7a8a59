//! Exam sessions: the midterm and final exams of a group (or subgroup) in a subject, and the
//! retakes (attempts 2 and 3), each on a date and class hour, in a room, with an examiner. They
//! take their group, examiner and room under the same clash rules as lessons, and fill in the date
//! and examiner of the control sheet they are for.

mod create;
mod delete;
mod get;
mod list;
#[cfg(test)]
mod tests;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::actor::Actor;
use domain::group::Group;
use domain::ids::ExamId;
use domain::schedule::{check_exam, Exam, ExamDetails, ExamDraft, ExamFacts};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require_in_scope;
use crate::groups::group_in_scope;
use crate::ports::{Lock, SheetChange, SheetKey, Transaction};
use crate::AppError;

/// A stored exam the actor may see, or `NotFound`.
pub(crate) fn exam_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: ExamId, lock: Lock) -> Result<Exam, AppError> {
    let exam = tx.exams().find(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&exam.institution_id))?;
    Ok(exam)
}

/// The draft checked against its group (which the actor must see), examiner, room, class hour,
/// curriculum and semester.
pub(crate) fn checked(tx: &mut dyn Transaction, actor: &Actor, draft: &ExamDraft) -> Result<(Group, ExamDetails), AppError> {
    let group = group_in_scope(tx, actor, draft.group, Lock::None)?;
    let institution = group.institution_id;
    let mut errors = ValidationErrors::new();
    if tx.schedules().teacher(draft.examiner)?.filter(|t| t.institution_id == institution).is_none() {
        errors.add("examiner_id", Invalid::UnknownValue);
    }
    let room = tx.schedules().room(draft.room)?.filter(|r| r.institution_id == institution);
    if room.is_none() {
        errors.add("room_id", Invalid::UnknownValue);
    }
    if tx.schedules().class_hour(draft.class_hour)? != Some(institution) {
        errors.add("class_hour_id", Invalid::UnknownValue);
    }
    errors.into_result()?;
    let room = room.ok_or(AppError::NotFound)?;
    let (curriculum, semester) = crate::groups::semester_of(tx, &group, draft.semester.map(i64::from))?;
    let semester_subjects = tx.groups().semester_subjects(curriculum.id, semester)?.into_iter().map(|s| s.id).collect();
    let students = match draft.subgroup {
        None => Some(i64::from(group.current_number_of_students)),
        Some(n) => tx.groups().subgroups(group.id, draft.subject)?.get(usize::from(n) - 1).map(|(_, members)| members.len() as i64),
    };
    let facts =
        ExamFacts { semester, current_semester: group.details.current_semester, semester_subjects, students, room_capacity: room.capacity };
    let details = check_exam(draft, &facts)?;
    Ok((group, details))
}

/// The control sheet the exam is for takes its date and examiner, unless it is closed; a sheet
/// not yet started is started with them. Its date decides when the results wait no more.
pub(crate) fn fill_sheet(tx: &mut dyn Transaction, group: &Group, exam: &ExamDetails) -> Result<(), AppError> {
    let key = SheetKey {
        group: exam.group,
        subject: exam.subject,
        semester: exam.semester,
        control: exam.control,
        attempt: i32::from(exam.attempt),
    };
    if key.attempt > 1 && tx.control_sheets().find(&SheetKey { attempt: key.attempt - 1, ..key }, Lock::None)?.is_none() {
        // A retake follows the attempt before it, as its sheet does.
        let missing = Invalid::Assessment(domain::assessment::AssessmentInvalid::PreviousAttemptMissing);
        return Err(ValidationErrors::single("attempt", missing).into());
    }
    let stored = tx.control_sheets().find(&key, Lock::ForUpdate)?;
    if stored.as_ref().is_some_and(|s| s.closed_at.is_some()) {
        return Ok(());
    }
    let change = SheetChange { exam_date: Some(exam.date), examiner: Some(exam.examiner), entries: Vec::new() };
    let stored = stored.map(|s| (s.id, s.version));
    tx.control_sheets().save(&key, group.institution_id, group.details.curriculum_id, stored, &change)?;
    crate::results::keep_group_standings(tx, group, Some(exam.semester))
}

//! A transfer into a group of another curriculum: its subject map credits the subjects the student
//! passed as the new curriculum's, and the new curriculum's subjects of semesters behind the group
//! that nothing credits become academic debts.

use chrono::NaiveDate;
use domain::assessment::ResultState;
use domain::ids::{CurriculumId, EduSubjectId};
use domain::order::{credit_transfer, OrderItem, TransferCredits};
use domain::student::Student;
use domain::validation::{Invalid, ValidationErrors};

use crate::ports::{Lock, Transaction};
use crate::results::results_of;
use crate::AppError;

/// The credits and debts the item's move gives the student in the new group's curriculum (`None`
/// for a move within one curriculum, or to no group); a map that does not hold answers 422 naming
/// the item's field. `today` is the day the passed results are read as of.
pub(crate) fn transfer_credits(
    tx: &mut dyn Transaction,
    student: &Student,
    item: &OrderItem,
    at: usize,
    today: NaiveDate,
) -> Result<Option<(CurriculumId, TransferCredits)>, AppError> {
    let Some(to) = item.to_edu_group_id else {
        return Ok(None);
    };
    let (Some(target), Some(own)) = (tx.groups().find(to, Lock::None)?, tx.groups().find(student.details.edu_group_id, Lock::None)?) else {
        return Ok(None);
    };
    if target.details.curriculum_id == own.details.curriculum_id || target.institution_id != student.institution_id {
        if item.subject_map.is_empty() {
            return Ok(None);
        }
        return Err(ValidationErrors::single(format!("items[{at}].subject_map"), Invalid::UnknownValue).into());
    }
    let passed: Vec<(EduSubjectId, i32)> = results_of(tx, student, None, today)?
        .semesters
        .iter()
        .flat_map(|s| &s.subjects)
        .filter(|s| s.outcome.state == ResultState::Passed)
        .map(|s| (s.subject, s.outcome.total.rounded()))
        .collect();
    let scale = |tx: &mut dyn Transaction, id: CurriculumId| -> Result<_, AppError> {
        let found = tx.groups().curriculum(id)?;
        found.map(|c| c.rating_type).ok_or_else(|| AppError::internal("a group's curriculum is gone"))
    };
    let scales = (scale(tx, own.details.curriculum_id)?, scale(tx, target.details.curriculum_id)?);
    let planned: Vec<(i32, EduSubjectId)> =
        tx.assessment().plans(target.details.curriculum_id)?.iter().map(|p| (p.semester, p.subject)).collect();
    let credits = credit_transfer(&item.subject_map, &passed, scales, &planned, target.details.current_semester).map_err(|refused| {
        let mut errors = ValidationErrors::new();
        for (field, invalid) in refused.fields() {
            errors.add(format!("items[{at}].{field}"), invalid.clone());
        }
        AppError::from(errors)
    })?;
    Ok(Some((target.details.curriculum_id, credits)))
}

/// Records a transfer's credits as the ratings typed in the new curriculum (the credited subject
/// with the rating carried over) and the subjects it leaves owed (unless a rating of one is typed
/// already), before the moved student's standings are kept from them.
pub(crate) fn record_credits(
    tx: &mut dyn Transaction,
    student: &Student,
    curriculum: CurriculumId,
    order: i64,
    credits: &TransferCredits,
) -> Result<(), AppError> {
    for (semester, subject, rating) in &credits.credited {
        tx.ratings().put(curriculum, *semester, student.id, *subject, *rating)?;
    }
    let typed: Vec<(i32, EduSubjectId)> =
        tx.ratings().of_students(&[student.id], curriculum)?.into_iter().map(|(_, semester, subject, _)| (semester, subject)).collect();
    let owed: Vec<(i32, EduSubjectId)> = credits.debts.iter().filter(|owed| !typed.contains(owed)).copied().collect();
    tx.ratings().owe(student.id, curriculum, order, &owed)
}

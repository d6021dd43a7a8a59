use std::collections::{BTreeMap, BTreeSet};

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::{EduSubjectId, GroupId, StudentId};
use domain::permission::Permission;
use domain::rating::{RatedCell, Rating};
use domain::validation::{Invalid, ValidationErrors};

use super::group_in_scope;
use super::rating_sheet::{read_sheet, RatingSheet};
use super::subjects::semester_of;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, UnitOfWork};
use crate::results::{keep_place_standings, ResultsPlace};
use crate::schedule::today;
use crate::AppError;

/// One cell as the sheet sends it; no rating removes the stored one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingCellForm {
    pub student_id: i64,
    pub edu_subject_id: i64,
    pub rating: Option<i64>,
}

pub struct SaveRatings<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl SaveRatings<'_> {
    /// All cells or none: each on the curriculum's scale, for a subject of that semester and a
    /// student of the group; every changed cell is one audit record with its old and new value.
    /// The group stays locked from the check to the write. A cell whose student the journal holds
    /// in that subject is the journal's result and is refused (`journal_result`).
    pub fn execute(
        &self,
        actor: &Actor,
        id: GroupId,
        semester: Option<i64>,
        cells: &[RatingCellForm],
        request: &RequestMeta,
    ) -> Result<RatingSheet, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let current = read_sheet(tx, &group, semester, today)?;
            let (curriculum, semester) = semester_of(tx, &group, semester)?;
            let subjects: BTreeSet<EduSubjectId> =
                tx.groups().semester_subjects(curriculum.id, semester)?.into_iter().map(|s| s.id).collect();
            let students: BTreeSet<StudentId> = tx.groups().members(group.id)?.into_iter().map(|m| m.id).collect();
            let mut errors = ValidationErrors::new();
            let mut checked = Vec::new();
            for (index, cell) in cells.iter().enumerate() {
                let student = StudentId::new(cell.student_id).ok().filter(|s| students.contains(s));
                let subject = EduSubjectId::new(cell.edu_subject_id).ok().filter(|s| subjects.contains(s));
                if student.is_none() {
                    errors.add(format!("ratings.{index}.student_id"), Invalid::NotOfTheGroup);
                }
                if subject.is_none() {
                    errors.add(format!("ratings.{index}.edu_subject_id"), Invalid::NotInSemester);
                }
                let rating = match cell.rating.map(|r| Rating::new(r, curriculum.rating_type)).transpose() {
                    Ok(rating) => rating,
                    Err(invalid) => {
                        errors.add(format!("ratings.{index}.rating"), invalid);
                        None
                    }
                };
                if let (Some(student), Some(subject)) = (student, subject) {
                    if current.from_journal(student, subject) {
                        errors.add(
                            format!("ratings.{index}.rating"),
                            Invalid::Assessment(domain::assessment::AssessmentInvalid::JournalResult),
                        );
                    } else {
                        checked.push((student, subject, rating));
                    }
                }
            }
            errors.into_result()?;
            let stored: BTreeMap<(StudentId, EduSubjectId), _> =
                tx.ratings().sheet(group.id, curriculum.id, semester)?.into_iter().map(|r| ((r.student, r.subject), r)).collect();
            let context = |action| AuditContext::by(actor, action, request).within(group.institution_id);
            let cell = |id, student, subject, rating| RatedCell {
                id,
                student_id: student,
                edu_subject_id: subject,
                curriculum_id: curriculum.id,
                semester,
                rating,
            };
            let mut changed = false;
            for (student, subject, rating) in checked {
                let before = stored.get(&(student, subject)).map(|r| cell(r.id, student, subject, r.rating));
                match (before, rating) {
                    (Some(before), Some(rating)) if before.rating == rating.get() => {}
                    (before, Some(rating)) => {
                        let id = tx.ratings().put(curriculum.id, semester, student, subject, rating.get())?;
                        changed = true;
                        let after = cell(id, student, subject, rating.get());
                        let action = if before.is_some() { AuditAction::Update } else { AuditAction::Create };
                        record_change(tx, &context(action), before.as_ref(), Some(&after))?;
                    }
                    (Some(before), None) => {
                        tx.ratings().remove(before.id)?;
                        changed = true;
                        record_change(tx, &context(AuditAction::Delete), Some(&before), None)?;
                    }
                    (None, None) => {}
                }
            }
            if changed {
                let place = ResultsPlace { group: group.id, curriculum: curriculum.id, institution: group.institution_id };
                keep_place_standings(tx, place, Some(semester))?;
            }
            read_sheet(tx, &group, Some(i64::from(semester)), today)
        })
    }
}

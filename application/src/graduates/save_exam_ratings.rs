use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::rating::Rating;
use domain::validation::{Invalid, ValidationErrors};

use super::{context_of, record_in_scope, ExamSheet};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

/// One cell of the exam sheet as the form sends it: `None` clears the rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamRatingForm {
    pub exam_id: i64,
    pub rating: Option<i64>,
}

pub struct SaveExamRatings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveExamRatings<'_> {
    /// All cells or none: each an exam of the student's curriculum (refused under
    /// `ratings.N.exam_id`), on its scale (`ratings.N.rating`); only while the student is a
    /// candidate (409 `not_a_candidate`). One audit record per changed cell.
    pub fn execute(&self, actor: &Actor, id: StudentId, cells: Vec<ExamRatingForm>, request: &RequestMeta) -> Result<ExamSheet, AppError> {
        require(actor, Permission::GenerateDiploma)?;
        in_transaction(self.unit, |tx| {
            let record = record_in_scope(tx, actor, id, Lock::ForUpdate)?;
            record.state().may_rate_exams().map_err(AppError::conflict)?;
            let mut errors = ValidationErrors::new();
            let mut ratings = Vec::with_capacity(cells.len());
            let mut seen = std::collections::BTreeSet::new();
            for (n, cell) in cells.iter().enumerate() {
                if !record.exams.iter().any(|e| e.exam_id == cell.exam_id) {
                    errors.add(format!("ratings.{n}.exam_id"), Invalid::NotOfTheCurriculum);
                    continue;
                }
                if !seen.insert(cell.exam_id) {
                    errors.add(format!("ratings.{n}.exam_id"), Invalid::Duplicate);
                    continue;
                }
                match cell.rating.map(|r| Rating::new(r, record.curriculum.rating_type)).transpose() {
                    Ok(rating) => ratings.push((cell.exam_id, rating.map(Rating::get))),
                    Err(invalid) => errors.add(format!("ratings.{n}.rating"), invalid),
                }
            }
            errors.into_result()?;
            let changed = tx.graduates().save_exam_ratings(id, &ratings)?;
            let context = context_of(actor, AuditAction::Update, request, &record);
            for (before, after) in &changed {
                let action = match (before, after) {
                    (None, _) => AuditAction::Create,
                    (_, None) => AuditAction::Delete,
                    _ => AuditAction::Update,
                };
                record_change(tx, &crate::ports::AuditContext { action, ..context.clone() }, before.as_ref(), after.as_ref())?;
            }
            let record = record_in_scope(tx, actor, id, Lock::None)?;
            Ok(ExamSheet::of(&record))
        })
    }
}

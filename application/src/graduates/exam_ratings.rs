use domain::actor::Actor;
use domain::curriculum::RatingType;
use domain::graduate::PlannedExam;
use domain::ids::StudentId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{GraduateQueries, GraduateRecord};
use crate::AppError;

/// The DAK exams of a student's curriculum with the student's ratings, on the curriculum's scale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamSheet {
    pub rating_type: RatingType,
    pub exams: Vec<PlannedExam>,
}

impl ExamSheet {
    pub fn of(record: &GraduateRecord) -> ExamSheet {
        ExamSheet { rating_type: record.curriculum.rating_type, exams: record.exams.clone() }
    }
}

pub struct GetExamRatings<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl GetExamRatings<'_> {
    pub fn execute(&self, actor: &Actor, id: StudentId) -> Result<ExamSheet, AppError> {
        require(actor, Permission::GraduateView)?;
        let record = self.graduates.record(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&record.student.institution_id))?;
        Ok(ExamSheet::of(&record))
    }
}

use chrono::NaiveDate;
use domain::curriculum::EduForm;
use domain::graduate::{DocumentKind, IssuedDocument};
use domain::ids::{InstitutionId, StudentId};
use domain::multilingual::MultilingualName;

use crate::AppError;

/// What a studying student's documents say of where and how they study.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudyFacts {
    pub institution_name: MultilingualName,
    pub group_name: String,
    pub course: i32,
    pub edu_form: EduForm,
    pub direction_code: String,
    pub direction_name: MultilingualName,
    /// The day the student was enrolled.
    pub enrolled_on: NaiveDate,
    /// The applied admission order that names the student, the latest if several.
    pub admission_order: Option<OrderReference>,
}

/// An order as a document cites it: its number and date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderReference {
    pub number: String,
    pub date: NaiveDate,
}

/// The transcripts and references of studying students.
#[cfg_attr(test, mockall::automock)]
pub trait StudyDocumentRepository {
    /// The student's study facts, or `None` for an unknown student.
    fn facts(&mut self, student: StudentId) -> Result<Option<StudyFacts>, AppError>;
    /// The next number of the institution's series of `kind` in `year`, taken for good: two
    /// documents never share one, and a rolled-back issue leaves no gap.
    fn next_number(&mut self, institution: InstitutionId, kind: DocumentKind, year: i32) -> Result<i64, AppError>;
    /// The student's transcripts and references, newest first.
    fn issued(&mut self, student: StudentId) -> Result<Vec<IssuedDocument>, AppError>;
}

//! The kept standings: each student's decided results, as the GPA, the academic debts and
//! promotion read them.

use chrono::NaiveDate;
use domain::actor::Scope;
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};

use crate::AppError;

/// A decided result: passed or a debt, with the grade the GPA weighs. A result waiting for its
/// sheet to close by date is decided from the day after the closing, counted from `exam_date`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub student: StudentId,
    pub semester: i32,
    pub subject: EduSubjectId,
    pub passed: bool,
    pub grade: Option<u8>,
    pub credits: u8,
    pub attempt: i32,
    pub decided_from: NaiveDate,
    pub exam_date: Option<NaiveDate>,
}

/// A student's sums of one semester, of the results decided by a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SemesterSums {
    pub student: StudentId,
    pub semester: i32,
    /// sum(credits × grade) of the graded results.
    pub weighted: i64,
    /// sum(credits) of the graded results.
    pub credits: i64,
    pub debts: i64,
}

/// The level of a debts list's rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AcademicDebtLevel {
    Student,
    Institution,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcademicDebtQuery {
    pub scope: Scope,
    pub level: AcademicDebtLevel,
    pub institution_id: Option<InstitutionId>,
    pub edu_group_id: Option<GroupId>,
    pub course: Option<i32>,
    /// The day the debts are counted on.
    pub today: NaiveDate,
    pub page: PageRequest,
}

/// An unpassed subject and the attempt it reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnpassedSubject {
    pub semester: i32,
    pub subject: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
    pub attempt: i32,
}

/// A student in debt with their unpassed subjects (student level), or an institution with its
/// students in debt and their debts (institution level).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcademicDebtRow {
    /// The student's or institution's id.
    pub id: i64,
    pub student_name: Option<String>,
    pub group: Option<(GroupId, String, i32)>,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    /// Students in debt (1 on the student level).
    pub students: i64,
    pub debts: i64,
    /// The student level's subjects.
    pub subjects: Vec<UnpassedSubject>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcademicDebts {
    pub rows: Page<AcademicDebtRow>,
    /// Every row's students and debts, not only this page's.
    pub students: i64,
    pub debts: i64,
}

/// The standings as a transaction keeps them.
#[cfg_attr(test, mockall::automock)]
pub trait StandingRepository {
    /// Replaces the standings of `students` in the curriculum (of one semester, or of all) with
    /// these; answers the (student, semester, subject) of the debts it replaced.
    fn replace(
        &mut self,
        curriculum: CurriculumId,
        institution: InstitutionId,
        students: &[StudentId],
        semester: Option<i32>,
        standings: &[Standing],
    ) -> Result<Vec<(StudentId, i32, EduSubjectId)>, AppError>;
    /// The institution's sheets now close `days` after their exam: the results waiting for one
    /// are decided from the day after.
    fn reschedule(&mut self, institution: InstitutionId, days: u8) -> Result<(), AppError>;
    /// The students' sums per semester of the curriculum, of the results decided by `today`.
    fn sums(&mut self, students: &[StudentId], curriculum: CurriculumId, today: NaiveDate) -> Result<Vec<SemesterSums>, AppError>;
    /// Whether the standings of the results recorded before they were kept have been built.
    fn built(&mut self) -> Result<bool, AppError>;
    fn mark_built(&mut self) -> Result<(), AppError>;
    /// Every student on record (graduates too) by their group.
    fn students_by_group(&mut self) -> Result<Vec<(GroupId, Vec<StudentId>)>, AppError>;
}

/// The debts lists, paged in the database.
pub trait StandingQueries: Send + Sync {
    /// Students by most debts (then group), or institutions by most students in debt.
    fn academic_debts(&self, query: &AcademicDebtQuery) -> Result<AcademicDebts, AppError>;
}

//! Scholarship types (the ministry's reference) and who is paid what in a month, as the applied
//! scholarship orders award it.

use chrono::NaiveDate;
use domain::finance::scholarship::{Month, ScholarshipAmount, ScholarshipType, ScholarshipTypeDraft};
use domain::finance::Money;
use domain::ids::{GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

/// A student paid in a month under one award.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScholarshipRow {
    pub student: StudentId,
    pub student_name: String,
    pub group: GroupId,
    pub group_name: String,
    pub type_id: i64,
    pub type_name: MultilingualName,
    /// The type's amount in force at the month's end.
    pub amount: Money,
    pub order_id: i64,
    pub order_number: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
}

/// A page of a month's list, with the sums of the whole month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScholarshipMonth {
    pub rows: Page<ScholarshipRow>,
    pub students: i64,
    pub amount: Money,
}

/// One award of a student, as the portal shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentAward {
    pub type_name: MultilingualName,
    pub amounts: Vec<ScholarshipAmount>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub order_number: String,
    /// The day the student stopped studying after the award began, or its order was reversed.
    pub stopped_on: Option<NaiveDate>,
}

#[cfg_attr(test, mockall::automock)]
pub trait ScholarshipRepository {
    /// By Uzbek name; `search` matches any of the three names.
    fn types(&mut self, search: Option<String>, page: PageRequest) -> Result<Page<ScholarshipType>, AppError>;
    fn find_type(&mut self, id: i64, lock: Lock) -> Result<Option<ScholarshipType>, AppError>;
    /// `scholarship_type_name_taken` (409) for a name another type has.
    fn insert_type(&mut self, draft: &ScholarshipTypeDraft) -> Result<ScholarshipType, AppError>;
    /// Replaces the names and every amount; `StaleVersion` unless at `version`.
    fn save_type(&mut self, id: i64, draft: &ScholarshipTypeDraft, version: Version) -> Result<ScholarshipType, AppError>;
    fn delete_type(&mut self, id: i64) -> Result<(), AppError>;
    /// Whether any order (a draft included) names the type.
    fn type_in_use(&mut self, id: i64) -> Result<bool, AppError>;
    /// Whether the student has a tuition contract of the academic year that starts in `academic_year`.
    fn on_contract(&mut self, student: StudentId, academic_year: i32) -> Result<bool, AppError>;
    /// Who of the institution is paid in the month, by name.
    fn month(&mut self, institution: InstitutionId, month: Month, page: PageRequest) -> Result<ScholarshipMonth, AppError>;
    /// The student's awards, the latest first.
    fn awards_of(&mut self, student: StudentId) -> Result<Vec<StudentAward>, AppError>;
}

//! Students: the aggregate a transaction loads and saves, the register of persons behind them, and
//! the read model of lists and cards.

use chrono::{DateTime, Utc};
use domain::actor::Scope;
use domain::ids::{CitizenId, GroupId, InstitutionId, StudentId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::staff::CitizenDraft;
use domain::student::{StatusEntry, Student, StudentDraft, StudentStatus};

use super::Lock;
use crate::AppError;

/// The persons the system knows, one per PINFL, shared by staff and students.
#[cfg_attr(test, mockall::automock)]
pub trait CitizenRegistry {
    /// The person with this PINFL, their details brought up to date, or a new one.
    fn find_or_create(&mut self, citizen: &CitizenDraft) -> Result<CitizenId, AppError>;
    /// The same for many at once, in the order given.
    fn find_or_create_many(&mut self, citizens: &[CitizenDraft]) -> Result<Vec<CitizenId>, AppError>;
    /// Corrects the details of this person, their PINFL included.
    /// `Conflict(StaffRule::PinflTaken)` when another person has that PINFL.
    fn correct(&mut self, id: CitizenId, details: &CitizenDraft) -> Result<(), AppError>;
}

#[cfg_attr(test, mockall::automock)]
pub trait StudentRepository {
    /// A living student.
    fn find(&mut self, id: StudentId, lock: Lock) -> Result<Option<Student>, AppError>;
    /// Those of `pinfls` that a living student other than `except` holds.
    fn taken_pinfls(&mut self, pinfls: &[Pinfl], except: Option<StudentId>) -> Result<Vec<Pinfl>, AppError>;
    /// New ACTIVE students, in the order given.
    fn insert(&mut self, institution: InstitutionId, students: &[(CitizenId, StudentDraft)]) -> Result<Vec<Student>, AppError>;
    /// Stores a student read at `student.version`; `StaleVersion` when it changed since.
    fn save(&mut self, student: &Student) -> Result<Student, AppError>;
    /// Soft delete. `StaleVersion`.
    fn delete(&mut self, student: &Student) -> Result<(), AppError>;
    fn add_history(&mut self, student: StudentId, entry: &StatusEntry, by: Option<UserId>) -> Result<(), AppError>;
    fn view(&mut self, id: StudentId) -> Result<StudentView, AppError>;
}

/// A move of the status history as it is read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    pub id: i64,
    pub entry: StatusEntry,
    pub at: DateTime<Utc>,
}

/// A student with the names of what they refer to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentView {
    pub student: Student,
    pub institution_name: MultilingualName,
    pub group_name: String,
    pub course: i32,
    pub login: Option<String>,
    /// Newest first; filled by `find`, empty in lists.
    pub history: Vec<HistoryEntry>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StudentOrderField {
    Id,
    Fio,
    BirthDate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub edu_group_id: Option<GroupId>,
    pub status: Option<StudentStatus>,
    pub course: Option<i32>,
    pub gender: Option<Gender>,
    /// A name, or the beginning of a PINFL.
    pub search: Option<String>,
    pub ordering: Ordering<StudentOrderField>,
    pub page: PageRequest,
}

/// The read side of students.
#[cfg_attr(test, mockall::automock)]
pub trait StudentQueries: Send + Sync {
    fn list(&self, query: &StudentQuery) -> Result<Page<StudentView>, AppError>;
    /// A living student with their status history.
    fn find(&self, id: StudentId) -> Result<Option<StudentView>, AppError>;
}

//! The portal's storage: who is linked to which student record, the parents' accounts, and the
//! orders that name a student as the student may read them.

use chrono::{DateTime, NaiveDate, Utc};
use domain::ids::{InstitutionId, RoleId, StudentId, UserId};
use domain::order::{OrderKind, OrderState};
use domain::portal::Linked;

use crate::AppError;

/// A parent's account as the student's page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParentRecord {
    pub id: UserId,
    pub username: String,
    pub name: String,
}

/// A parent's child as the staff of an institution may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParentChild {
    pub student: StudentId,
    pub fio: String,
    pub institution: InstitutionId,
}

/// An order that names the student, with what it did to them only (an order names others too).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentOrder {
    pub id: i64,
    pub number: String,
    pub date: NaiveDate,
    pub kind: OrderKind,
    pub state: OrderState,
    pub purpose: String,
    pub from_group: Option<String>,
    pub to_group: Option<String>,
    pub applied_at: Option<DateTime<Utc>>,
}

#[cfg_attr(test, mockall::automock)]
pub trait PortalRepository {
    /// The living records of the user's own study, then their linked children's, by id.
    fn linked(&mut self, user: UserId) -> Result<Vec<Linked>, AppError>;
    /// The id of a delivered role.
    fn role_named(&mut self, name: &str) -> Result<Option<RoleId>, AppError>;
    /// Whether a living account carries the PINFL.
    fn pinfl_taken(&mut self, pinfl: &str) -> Result<bool, AppError>;
    /// Gives a student record its account.
    fn set_account(&mut self, student: StudentId, user: UserId) -> Result<(), AppError>;
    /// An account holding the parent's role.
    fn parent(&mut self, id: UserId) -> Result<Option<ParentRecord>, AppError>;
    /// A parent's account by its exact username or PINFL.
    fn find_parent(&mut self, search: &str) -> Result<Option<ParentRecord>, AppError>;
    fn parents_of(&mut self, student: StudentId) -> Result<Vec<ParentRecord>, AppError>;
    fn children(&mut self, parents: &[UserId]) -> Result<Vec<(UserId, ParentChild)>, AppError>;
    /// `false` when they were linked already.
    fn link(&mut self, parent: UserId, student: StudentId, by: UserId) -> Result<bool, AppError>;
    /// `false` when they were not linked.
    fn unlink(&mut self, parent: UserId, student: StudentId) -> Result<bool, AppError>;
    /// The orders past their draft that name the student, newest first.
    fn orders_of(&mut self, student: StudentId) -> Result<Vec<StudentOrder>, AppError>;
}

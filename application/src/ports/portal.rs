//! The portal's storage: who is linked to which student record, the parents' accounts, and the
//! orders that name a student as the student may read them.

use chrono::{DateTime, NaiveDate, Utc};
use domain::ids::{EduSubjectId, InstitutionId, RoleId, StudentId, UserId};
use domain::multilingual::MultilingualName;
use domain::order::{OrderKind, OrderState};
use domain::portal::{Linked, NotificationKind};

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

/// A notification as the change that causes it writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    pub student: StudentId,
    pub kind: NotificationKind,
    pub subject: Option<EduSubjectId>,
    pub order: Option<i64>,
    pub mark: Option<u8>,
    pub date: Option<NaiveDate>,
    pub visible_from: NaiveDate,
}

/// A notification as a reader sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: i64,
    pub kind: NotificationKind,
    pub subject: Option<MultilingualName>,
    pub order_number: Option<String>,
    pub mark: Option<u8>,
    pub date: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub read: bool,
}

/// The newest notifications of a student for one reader, with how many they have not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notifications {
    pub items: Vec<Notification>,
    /// Counted up to `UNREAD_BOUND`; the screen says "99+" beyond.
    pub unread: i64,
}

/// Past this many, unread notifications are not counted further.
pub const UNREAD_BOUND: i64 = 100;

#[cfg_attr(test, mockall::automock)]
pub trait PortalRepository {
    /// Writes notifications in the caller's transaction.
    fn notify(&mut self, notifications: &[NewNotification]) -> Result<(), AppError>;
    /// The newest `limit` notifications of the student visible by `today`, read or not by `reader`.
    fn notifications(&mut self, reader: UserId, student: StudentId, today: NaiveDate, limit: i64) -> Result<Notifications, AppError>;
    /// The reader has read the student's notifications up to `up_to` (never back).
    fn mark_read(&mut self, reader: UserId, student: StudentId, up_to: i64) -> Result<(), AppError>;
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

use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

pub use domain::user::{InstitutionRef, UserRecord};

/// What login needs to know about a username.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub user_id: UserId,
    pub password_hash: String,
    pub is_active: bool,
}

/// A user to store: the checked draft with the password already hashed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserWrite {
    pub username: String,
    pub name: String,
    /// `None` keeps the stored hash on update.
    pub password_hash: Option<String>,
    pub roles: BTreeSet<RoleId>,
    pub institutions: BTreeSet<InstitutionId>,
    pub pinfl: Option<String>,
    pub is_active: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserOrderField {
    Id,
    Name,
    Username,
    LastLoginAt,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserQuery {
    pub scope: Scope,
    pub search: Option<String>,
    pub role_id: Option<RoleId>,
    pub institution_id: Option<InstitutionId>,
    pub is_active: Option<bool>,
    pub ordering: Ordering<UserOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait UserQueries: Send + Sync {
    /// The credentials of a user that is not deleted, by exact username.
    fn find_credentials(&self, username: &str) -> Result<Option<Credentials>, AppError>;
    /// The credentials of a user that is not deleted, by PINFL.
    fn find_credentials_by_pinfl(&self, pinfl: &str) -> Result<Option<Credentials>, AppError>;
    /// A user that is not deleted.
    fn find(&self, id: UserId) -> Result<Option<UserRecord>, AppError>;
    fn list(&self, query: &UserQuery) -> Result<Page<UserRecord>, AppError>;
}

/// User accounts as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait UserRepository {
    /// A user that is not deleted.
    fn find(&mut self, id: UserId, lock: Lock) -> Result<Option<UserRecord>, AppError>;
    /// `Conflict(UserRule::UsernameTaken)`, `Conflict(UserRule::PinflTaken)`; a password hash is required.
    fn insert(&mut self, user: &UserWrite) -> Result<UserRecord, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(UserRule::UsernameTaken)`,
    /// `Conflict(UserRule::PinflTaken)`.
    fn save(&mut self, id: UserId, user: &UserWrite, version: Version) -> Result<UserRecord, AppError>;
    /// Soft delete: the account leaves every list, can no longer log in and holds no role or
    /// institution any more.
    fn delete(&mut self, user: &UserRecord) -> Result<(), AppError>;
}

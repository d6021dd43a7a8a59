use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use domain::actor::Scope;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::role::Role;
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

/// An institution as a user's record names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionRef {
    pub id: InstitutionId,
    pub name: MultilingualName,
}

/// A stored user account with its roles (and their permissions) and institutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    pub id: UserId,
    pub username: String,
    pub name: String,
    pub pinfl: Option<String>,
    pub is_active: bool,
    pub is_system: bool,
    pub roles: Vec<Role>,
    pub institutions: Vec<InstitutionRef>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub version: Version,
}

impl UserRecord {
    pub fn institution_ids(&self) -> BTreeSet<InstitutionId> {
        self.institutions.iter().map(|i| i.id).collect()
    }
}

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
pub trait UserRepository: Send + Sync {
    /// The credentials of a user that is not deleted, by exact username.
    fn find_credentials(&self, username: &str) -> Result<Option<Credentials>, AppError>;
    /// The credentials of a user that is not deleted, by PINFL.
    fn find_credentials_by_pinfl(&self, pinfl: &str) -> Result<Option<Credentials>, AppError>;
    /// A user that is not deleted.
    fn find(&self, id: UserId) -> Result<Option<UserRecord>, AppError>;
    fn list(&self, query: &UserQuery) -> Result<Page<UserRecord>, AppError>;
    /// `Conflict(UserRule::UsernameTaken)`, `Conflict(UserRule::PinflTaken)`; a password hash is required.
    fn create(&self, user: &UserWrite, audit: &AuditContext) -> Result<UserRecord, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(UserRule::UsernameTaken)`, `Conflict(UserRule::PinflTaken)`.
    fn update(&self, id: UserId, user: &UserWrite, version: Version, audit: &AuditContext) -> Result<UserRecord, AppError>;
    /// Soft delete: the account leaves every list and can no longer log in. `NotFound`.
    fn delete(&self, id: UserId, audit: &AuditContext) -> Result<(), AppError>;
}

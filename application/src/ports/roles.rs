use std::collections::BTreeSet;

use domain::ids::RoleId;
use domain::paging::{Ordering, Page, PageRequest};
use domain::role::{Role, RoleDraft, RoleLevel};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleOrderField {
    Id,
    Name,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleQuery {
    pub search: Option<String>,
    pub level: Option<RoleLevel>,
    pub ordering: Ordering<RoleOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait RoleQueries: Send + Sync {
    fn list(&self, query: &RoleQuery) -> Result<Page<Role>, AppError>;
    fn find(&self, id: RoleId) -> Result<Option<Role>, AppError>;
    /// The roles that exist among the ids; missing ones are left out.
    fn find_many(&self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError>;
}

/// Roles as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait RoleRepository {
    fn find(&mut self, id: RoleId, lock: Lock) -> Result<Option<Role>, AppError>;
    /// The roles that exist among the ids; missing ones are left out.
    fn find_many(&mut self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError>;
    /// `Conflict(RoleRule::NameTaken)` for a duplicate name.
    fn insert(&mut self, draft: &RoleDraft) -> Result<Role, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(RoleRule::NameTaken)`.
    fn save(&mut self, id: RoleId, draft: &RoleDraft, version: Version) -> Result<Role, AppError>;
    /// How many users that are not deleted hold the role.
    fn holders(&mut self, id: RoleId) -> Result<i64, AppError>;
    fn delete(&mut self, role: &Role) -> Result<(), AppError>;
}

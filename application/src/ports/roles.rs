use std::collections::BTreeSet;

use domain::ids::RoleId;
use domain::paging::{Ordering, Page, PageRequest};
use domain::role::{Role, RoleDraft, RoleLevel};
use domain::version::Version;

use super::AuditContext;
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
pub trait RoleRepository: Send + Sync {
    fn list(&self, query: &RoleQuery) -> Result<Page<Role>, AppError>;
    fn find(&self, id: RoleId) -> Result<Option<Role>, AppError>;
    /// The roles that exist among the ids; missing ones are left out.
    fn find_many(&self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError>;
    /// `Conflict(RoleRule::NameTaken)` for a duplicate name.
    fn create(&self, draft: &RoleDraft, audit: &AuditContext) -> Result<Role, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(RoleRule::NameTaken)`.
    fn update(&self, id: RoleId, draft: &RoleDraft, version: Version, audit: &AuditContext) -> Result<Role, AppError>;
    /// `NotFound`, `Conflict(RoleRule::InUse)` while users hold it.
    fn delete(&self, id: RoleId, audit: &AuditContext) -> Result<(), AppError>;
}

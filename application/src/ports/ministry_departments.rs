use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinistryDepartmentQuery {
    pub search: Option<String>,
    pub parent_id: Option<MinistryDepartmentId>,
    pub page: PageRequest,
}

/// The read model of the ministry's departments.
#[cfg_attr(test, mockall::automock)]
pub trait MinistryDepartmentQueries: Send + Sync {
    fn list(&self, query: &MinistryDepartmentQuery) -> Result<Page<MinistryDepartment>, AppError>;
    fn find(&self, id: MinistryDepartmentId) -> Result<Option<MinistryDepartment>, AppError>;
}

/// The ministry's departments as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait MinistryDepartmentRepository {
    fn find(&mut self, id: MinistryDepartmentId, lock: Lock) -> Result<Option<MinistryDepartment>, AppError>;
    /// The chain of parents above a department, nearest first.
    fn ancestors(&mut self, id: MinistryDepartmentId) -> Result<Vec<MinistryDepartmentId>, AppError>;
    /// How many departments lie directly under this one.
    fn children(&mut self, id: MinistryDepartmentId) -> Result<i64, AppError>;
    fn insert(&mut self, draft: &MinistryDepartmentDraft) -> Result<MinistryDepartment, AppError>;
    /// Stores one read at `version`. `StaleVersion`.
    fn save(&mut self, id: MinistryDepartmentId, draft: &MinistryDepartmentDraft, version: Version)
        -> Result<MinistryDepartment, AppError>;
    fn delete(&mut self, department: &MinistryDepartment) -> Result<(), AppError>;
}

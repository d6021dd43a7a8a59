use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinistryDepartmentQuery {
    pub search: Option<String>,
    pub parent_id: Option<MinistryDepartmentId>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait MinistryDepartmentRepository: Send + Sync {
    fn list(&self, query: &MinistryDepartmentQuery) -> Result<Page<MinistryDepartment>, AppError>;
    fn find(&self, id: MinistryDepartmentId) -> Result<Option<MinistryDepartment>, AppError>;
    /// The chain of parents above a department, nearest first.
    fn ancestors(&self, id: MinistryDepartmentId) -> Result<Vec<MinistryDepartmentId>, AppError>;
    fn create(&self, draft: &MinistryDepartmentDraft, audit: &AuditContext) -> Result<MinistryDepartment, AppError>;
    /// `NotFound`, `StaleVersion`.
    fn update(
        &self,
        id: MinistryDepartmentId,
        draft: &MinistryDepartmentDraft,
        version: Version,
        audit: &AuditContext,
    ) -> Result<MinistryDepartment, AppError>;
    /// `NotFound`, `Conflict(DepartmentTreeRule::HasChildren)`.
    fn delete(&self, id: MinistryDepartmentId, audit: &AuditContext) -> Result<(), AppError>;
}

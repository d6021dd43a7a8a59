use domain::actor::Scope;
use domain::department::{Department, DepartmentDraft, DepartmentKind};
use domain::ids::{DepartmentId, InstitutionId};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DepartmentQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<DepartmentKind>,
    pub search: Option<String>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait DepartmentRepository: Send + Sync {
    /// Ordered by institution, kind and Uzbek name.
    fn list(&self, query: &DepartmentQuery) -> Result<Page<Department>, AppError>;
    fn find(&self, id: DepartmentId) -> Result<Option<Department>, AppError>;
    fn create(&self, institution: InstitutionId, draft: &DepartmentDraft, audit: &AuditContext) -> Result<Department, AppError>;
    /// `NotFound`, `StaleVersion`.
    fn update(&self, id: DepartmentId, draft: &DepartmentDraft, version: Version, audit: &AuditContext) -> Result<Department, AppError>;
    /// `NotFound`; one still referred to answers `Conflict(StillReferenced)`.
    fn delete(&self, id: DepartmentId, audit: &AuditContext) -> Result<(), AppError>;
}

use domain::actor::Scope;
use domain::department::{Department, DepartmentDraft, DepartmentKind};
use domain::ids::{DepartmentId, InstitutionId};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DepartmentQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<DepartmentKind>,
    pub search: Option<String>,
    pub page: PageRequest,
}

/// The read model of an institution's departments.
#[cfg_attr(test, mockall::automock)]
pub trait DepartmentQueries: Send + Sync {
    /// Ordered by institution, kind and Uzbek name.
    fn list(&self, query: &DepartmentQuery) -> Result<Page<Department>, AppError>;
    fn find(&self, id: DepartmentId) -> Result<Option<Department>, AppError>;
}

/// Departments as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait DepartmentRepository {
    fn find(&mut self, id: DepartmentId, lock: Lock) -> Result<Option<Department>, AppError>;
    fn insert(&mut self, institution: InstitutionId, draft: &DepartmentDraft) -> Result<Department, AppError>;
    /// Stores one read at `version`. `StaleVersion`.
    fn save(&mut self, id: DepartmentId, draft: &DepartmentDraft, version: Version) -> Result<Department, AppError>;
    /// `Conflict(StillReferenced)` while something refers to it.
    fn delete(&mut self, department: &Department) -> Result<(), AppError>;
}

use domain::ids::SubjectBundleId;
use domain::paging::{Page, PageRequest};
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectBundleQuery {
    pub search: Option<String>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait SubjectBundleRepository: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &SubjectBundleQuery) -> Result<Page<SubjectBundle>, AppError>;
    fn find(&self, id: SubjectBundleId) -> Result<Option<SubjectBundle>, AppError>;
    /// The draft's subjects exist (checked before); one deleted meanwhile answers `Conflict(StillReferenced)`.
    fn create(&self, draft: &SubjectBundleDraft, audit: &AuditContext) -> Result<SubjectBundle, AppError>;
    /// `NotFound`, `StaleVersion`.
    fn update(
        &self,
        id: SubjectBundleId,
        draft: &SubjectBundleDraft,
        version: Version,
        audit: &AuditContext,
    ) -> Result<SubjectBundle, AppError>;
    /// `NotFound`.
    fn delete(&self, id: SubjectBundleId, audit: &AuditContext) -> Result<(), AppError>;
}

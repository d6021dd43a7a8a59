use domain::ids::SubjectBundleId;
use domain::paging::{Page, PageRequest};
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectBundleQuery {
    pub search: Option<String>,
    pub page: PageRequest,
}

/// The read model of subject bundles.
#[cfg_attr(test, mockall::automock)]
pub trait SubjectBundleQueries: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &SubjectBundleQuery) -> Result<Page<SubjectBundle>, AppError>;
    fn find(&self, id: SubjectBundleId) -> Result<Option<SubjectBundle>, AppError>;
}

/// Subject bundles as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait SubjectBundleRepository {
    fn find(&mut self, id: SubjectBundleId, lock: Lock) -> Result<Option<SubjectBundle>, AppError>;
    /// The draft's subjects exist (checked before); one deleted meanwhile answers `Conflict(StillReferenced)`.
    fn insert(&mut self, draft: &SubjectBundleDraft) -> Result<SubjectBundle, AppError>;
    /// Stores one read at `version`. `StaleVersion`.
    fn save(&mut self, id: SubjectBundleId, draft: &SubjectBundleDraft, version: Version) -> Result<SubjectBundle, AppError>;
    fn delete(&mut self, bundle: &SubjectBundle) -> Result<(), AppError>;
}

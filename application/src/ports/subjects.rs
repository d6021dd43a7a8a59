use domain::ids::{SubjectId, SubjectTypeId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::subject::{Subject, SubjectDraft, SubjectOrder, SubjectType, SubjectTypeDraft};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectTypeQuery {
    pub search: Option<String>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait SubjectTypeQueries: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &SubjectTypeQuery) -> Result<Page<SubjectType>, AppError>;
    fn find(&self, id: SubjectTypeId) -> Result<Option<SubjectType>, AppError>;
}

/// Subject types as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait SubjectTypeRepository {
    fn find(&mut self, id: SubjectTypeId, lock: Lock) -> Result<Option<SubjectType>, AppError>;
    fn insert(&mut self, draft: &SubjectTypeDraft) -> Result<SubjectType, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(SubjectRule::TypeNameTaken)`.
    fn save(&mut self, id: SubjectTypeId, draft: &SubjectTypeDraft, version: Version) -> Result<SubjectType, AppError>;
    /// `Conflict` while something still refers to it.
    fn delete(&mut self, subject_type: &SubjectType) -> Result<(), AppError>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectQuery {
    /// In the code or any name.
    pub search: Option<String>,
    pub subject_type_id: Option<SubjectTypeId>,
    pub ordering: Ordering<SubjectOrder>,
    pub page: PageRequest,
}

/// The read model of the subject catalogue.
#[cfg_attr(test, mockall::automock)]
pub trait SubjectQueries: Send + Sync {
    fn list(&self, query: &SubjectQuery) -> Result<Page<Subject>, AppError>;
    fn find(&self, id: SubjectId) -> Result<Option<Subject>, AppError>;
}

/// Subjects as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait SubjectRepository {
    fn find(&mut self, id: SubjectId, lock: Lock) -> Result<Option<Subject>, AppError>;
    /// Those of `ids` that are in the catalogue.
    fn known(&mut self, ids: &[SubjectId]) -> Result<Vec<SubjectId>, AppError>;
    /// `Conflict(SubjectRule::CodeTaken)`.
    fn insert(&mut self, draft: &SubjectDraft) -> Result<Subject, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(SubjectRule::CodeTaken)`.
    fn save(&mut self, id: SubjectId, draft: &SubjectDraft, version: Version) -> Result<Subject, AppError>;
    /// A subject a model curriculum, bundle or curriculum still uses answers `Conflict(ReferencedBy)`
    /// naming them.
    fn delete(&mut self, subject: &Subject) -> Result<(), AppError>;
}

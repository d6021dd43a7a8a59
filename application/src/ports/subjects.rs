use domain::ids::{SubjectId, SubjectTypeId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::subject::{Subject, SubjectDraft, SubjectOrder, SubjectType, SubjectTypeDraft};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectTypeQuery {
    pub search: Option<String>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait SubjectTypeRepository: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &SubjectTypeQuery) -> Result<Page<SubjectType>, AppError>;
    fn find(&self, id: SubjectTypeId) -> Result<Option<SubjectType>, AppError>;
    /// `Conflict(SubjectRule::TypeNameTaken)`.
    fn create(&self, draft: &SubjectTypeDraft, audit: &AuditContext) -> Result<SubjectType, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(SubjectRule::TypeNameTaken)`.
    fn update(&self, id: SubjectTypeId, draft: &SubjectTypeDraft, version: Version, audit: &AuditContext) -> Result<SubjectType, AppError>;
    /// `NotFound`; a type subjects still have answers `Conflict(ReferencedBy)` naming them.
    fn delete(&self, id: SubjectTypeId, audit: &AuditContext) -> Result<(), AppError>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectQuery {
    /// In the code or any name.
    pub search: Option<String>,
    pub subject_type_id: Option<SubjectTypeId>,
    pub ordering: Ordering<SubjectOrder>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait SubjectRepository: Send + Sync {
    fn list(&self, query: &SubjectQuery) -> Result<Page<Subject>, AppError>;
    fn find(&self, id: SubjectId) -> Result<Option<Subject>, AppError>;
    /// Those of `ids` that are in the catalogue.
    fn known(&self, ids: &[SubjectId]) -> Result<Vec<SubjectId>, AppError>;
    /// `Conflict(SubjectRule::CodeTaken)`.
    fn create(&self, draft: &SubjectDraft, audit: &AuditContext) -> Result<Subject, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(SubjectRule::CodeTaken)`.
    fn update(&self, id: SubjectId, draft: &SubjectDraft, version: Version, audit: &AuditContext) -> Result<Subject, AppError>;
    /// `NotFound`; a subject a model curriculum, bundle or curriculum still uses answers
    /// `Conflict(ReferencedBy)` naming them.
    fn delete(&self, id: SubjectId, audit: &AuditContext) -> Result<(), AppError>;
}

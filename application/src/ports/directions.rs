use domain::direction::{Direction, DirectionDraft};
use domain::ids::DirectionId;
use domain::institution::InstitutionType;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionQuery {
    pub search: Option<String>,
    pub institution_type: Option<InstitutionType>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait DirectionRepository: Send + Sync {
    /// Ordered by code.
    fn list(&self, query: &DirectionQuery) -> Result<Page<Direction>, AppError>;
    fn find(&self, id: DirectionId) -> Result<Option<Direction>, AppError>;
    /// `Conflict(DirectionRule::CodeTaken)`.
    fn create(&self, draft: &DirectionDraft, audit: &AuditContext) -> Result<Direction, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(DirectionRule::CodeTaken)`.
    fn update(&self, id: DirectionId, draft: &DirectionDraft, version: Version, audit: &AuditContext) -> Result<Direction, AppError>;
    /// `NotFound`; a direction still referred to answers `Conflict(StillReferenced)`.
    fn delete(&self, id: DirectionId, audit: &AuditContext) -> Result<(), AppError>;
}

use domain::ids::PositionId;
use domain::paging::{Page, PageRequest};
use domain::position::{Position, PositionDraft};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionQuery {
    pub search: Option<String>,
    pub is_teaching: Option<bool>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait PositionRepository: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &PositionQuery) -> Result<Page<Position>, AppError>;
    fn find(&self, id: PositionId) -> Result<Option<Position>, AppError>;
    fn create(&self, draft: &PositionDraft, audit: &AuditContext) -> Result<Position, AppError>;
    /// `NotFound`, `StaleVersion`.
    fn update(&self, id: PositionId, draft: &PositionDraft, version: Version, audit: &AuditContext) -> Result<Position, AppError>;
    /// `NotFound`, `Conflict(PositionRule::InUse)`.
    fn delete(&self, id: PositionId, audit: &AuditContext) -> Result<(), AppError>;
}

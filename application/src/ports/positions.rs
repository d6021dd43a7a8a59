use domain::ids::PositionId;
use domain::paging::{Page, PageRequest};
use domain::position::{Position, PositionDraft};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionQuery {
    pub search: Option<String>,
    pub is_teaching: Option<bool>,
    pub page: PageRequest,
}

/// The read model of the catalogue of positions.
#[cfg_attr(test, mockall::automock)]
pub trait PositionQueries: Send + Sync {
    /// Ordered by Uzbek name.
    fn list(&self, query: &PositionQuery) -> Result<Page<Position>, AppError>;
    fn find(&self, id: PositionId) -> Result<Option<Position>, AppError>;
}

/// Positions as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait PositionRepository {
    fn find(&mut self, id: PositionId, lock: Lock) -> Result<Option<Position>, AppError>;
    fn insert(&mut self, draft: &PositionDraft) -> Result<Position, AppError>;
    /// Stores a position read at `version`. `StaleVersion`.
    fn save(&mut self, id: PositionId, draft: &PositionDraft, version: Version) -> Result<Position, AppError>;
    /// `Conflict` while staff hold the position.
    fn delete(&mut self, position: &Position) -> Result<(), AppError>;
}

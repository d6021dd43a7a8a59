use domain::direction::{Direction, DirectionDraft};
use domain::ids::DirectionId;
use domain::institution::InstitutionType;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionQuery {
    pub search: Option<String>,
    pub institution_type: Option<InstitutionType>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait DirectionQueries: Send + Sync {
    /// Ordered by code.
    fn list(&self, query: &DirectionQuery) -> Result<Page<Direction>, AppError>;
    fn find(&self, id: DirectionId) -> Result<Option<Direction>, AppError>;
}

/// Directions as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait DirectionRepository {
    fn find(&mut self, id: DirectionId, lock: Lock) -> Result<Option<Direction>, AppError>;
    fn insert(&mut self, draft: &DirectionDraft) -> Result<Direction, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(DirectionRule::CodeTaken)`.
    fn save(&mut self, id: DirectionId, draft: &DirectionDraft, version: Version) -> Result<Direction, AppError>;
    /// `Conflict` while something still refers to it.
    fn delete(&mut self, direction: &Direction) -> Result<(), AppError>;
}

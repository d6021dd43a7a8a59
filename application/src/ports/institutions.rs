use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::institution::{Institution, InstitutionDependents, InstitutionDraft, InstitutionType};
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InstitutionOrderField {
    Id,
    Name,
    Code,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionQuery {
    pub scope: Scope,
    pub search: Option<String>,
    pub kind: Option<InstitutionType>,
    pub region: Option<String>,
    pub ordering: Ordering<InstitutionOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait InstitutionQueries: Send + Sync {
    fn list(&self, query: &InstitutionQuery) -> Result<Page<Institution>, AppError>;
    fn find(&self, id: InstitutionId) -> Result<Option<Institution>, AppError>;
    fn find_many(&self, ids: &BTreeSet<InstitutionId>) -> Result<Vec<Institution>, AppError>;
}

/// Institutions as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait InstitutionRepository {
    fn find(&mut self, id: InstitutionId, lock: Lock) -> Result<Option<Institution>, AppError>;
    /// The institutions that exist among the ids; missing ones are left out.
    fn find_many(&mut self, ids: &BTreeSet<InstitutionId>) -> Result<Vec<Institution>, AppError>;
    /// `Conflict(InstitutionRule::CodeTaken)`.
    fn insert(&mut self, draft: &InstitutionDraft) -> Result<Institution, AppError>;
    /// Stores one read at `version`. `StaleVersion`, `Conflict(InstitutionRule::CodeTaken)`.
    fn save(&mut self, id: InstitutionId, draft: &InstitutionDraft, version: Version) -> Result<Institution, AppError>;
    /// What still belongs to the institution: its users, buildings, departments and class hours.
    fn dependents(&mut self, id: InstitutionId) -> Result<InstitutionDependents, AppError>;
    fn delete(&mut self, institution: &Institution) -> Result<(), AppError>;
}

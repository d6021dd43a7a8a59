use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::institution::{Institution, InstitutionDraft, InstitutionType};
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use super::AuditContext;
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
pub trait InstitutionRepository: Send + Sync {
    fn list(&self, query: &InstitutionQuery) -> Result<Page<Institution>, AppError>;
    fn find(&self, id: InstitutionId) -> Result<Option<Institution>, AppError>;
    fn find_many(&self, ids: &BTreeSet<InstitutionId>) -> Result<Vec<Institution>, AppError>;
    /// `Conflict(InstitutionRule::CodeTaken)`.
    fn create(&self, draft: &InstitutionDraft, audit: &AuditContext) -> Result<Institution, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(InstitutionRule::CodeTaken)`.
    fn update(&self, id: InstitutionId, draft: &InstitutionDraft, version: Version, audit: &AuditContext) -> Result<Institution, AppError>;
    /// `NotFound`, `Conflict(InstitutionRule::HasUsers)`.
    fn delete(&self, id: InstitutionId, audit: &AuditContext) -> Result<(), AppError>;
}

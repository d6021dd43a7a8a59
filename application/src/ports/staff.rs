//! Staff members and the citizens they are.

use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::ids::{InstitutionId, PositionId, StaffId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::pinfl::Pinfl;
use domain::staff::{Citizen, StaffDraft, StaffMember, StaffStatus};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffOrderField {
    Id,
    FullName,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub status: Option<StaffStatus>,
    pub position_id: Option<PositionId>,
    /// Only staff holding a teaching position.
    pub teachers_only: bool,
    /// Only staff teaching this subject.
    pub edu_subject_id: Option<i64>,
    /// A name or a PINFL (or its beginning).
    pub search: Option<String>,
    pub ordering: Ordering<StaffOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait StaffRepository: Send + Sync {
    fn list(&self, query: &StaffQuery) -> Result<Page<StaffMember>, AppError>;
    /// A staff member not deleted.
    fn find(&self, id: StaffId) -> Result<Option<StaffMember>, AppError>;
    fn find_citizen(&self, pinfl: &Pinfl) -> Result<Option<Citizen>, AppError>;
    /// Which of the positions exist and whether each teaches.
    fn teaching_positions(&self, ids: &[PositionId]) -> Result<Vec<(PositionId, bool)>, AppError>;
    /// Which of the subjects exist in the catalogue.
    fn known_subjects(&self, ids: &[i64]) -> Result<BTreeSet<i64>, AppError>;
    /// Employs the person with the draft's PINFL (recorded now if new, brought up to date if
    /// known) in the institution. `Conflict(StaffRule::AlreadyEmployed)`.
    fn create(&self, institution: InstitutionId, draft: &StaffDraft, audit: &AuditContext) -> Result<StaffMember, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(StaffRule::PinflTaken)`.
    fn update(&self, id: StaffId, draft: &StaffDraft, version: Version, audit: &AuditContext) -> Result<StaffMember, AppError>;
    /// Soft: the record leaves lists, history keeps resolving it. `NotFound`.
    fn delete(&self, id: StaffId, audit: &AuditContext) -> Result<(), AppError>;
}

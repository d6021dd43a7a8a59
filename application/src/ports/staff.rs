//! Staff members and the citizens they are.

use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::ids::{CitizenId, InstitutionId, PositionId, StaffId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::pinfl::Pinfl;
use domain::staff::{Citizen, StaffDraft, StaffMember, StaffStatus};
use domain::version::Version;

use super::Lock;
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
    /// Only staff with a verified publication of this year indexed in Scopus or the Web of Science.
    pub indexed_publications_year: Option<i16>,
    /// A name or a PINFL (or its beginning).
    pub search: Option<String>,
    pub ordering: Ordering<StaffOrderField>,
    pub page: PageRequest,
}

/// The read model of staff: lists, cards and the lookup of a person by PINFL.
#[cfg_attr(test, mockall::automock)]
pub trait StaffQueries: Send + Sync {
    fn list(&self, query: &StaffQuery) -> Result<Page<StaffMember>, AppError>;
    /// A staff member not deleted.
    fn find(&self, id: StaffId) -> Result<Option<StaffMember>, AppError>;
    fn find_citizen(&self, pinfl: &Pinfl) -> Result<Option<Citizen>, AppError>;
}

/// Staff members as a transaction loads and saves them. The person behind a staff member is the
/// citizen registry's.
#[cfg_attr(test, mockall::automock)]
pub trait StaffRepository {
    /// A staff member not deleted.
    fn find(&mut self, id: StaffId, lock: Lock) -> Result<Option<StaffMember>, AppError>;
    /// Which of the positions exist and whether each teaches.
    fn teaching_positions(&mut self, ids: &[PositionId]) -> Result<Vec<(PositionId, bool)>, AppError>;
    /// Which of the subjects exist in the catalogue.
    fn known_subjects(&mut self, ids: &[i64]) -> Result<BTreeSet<i64>, AppError>;
    /// Employs the person in the institution. `Conflict(StaffRule::AlreadyEmployed)`.
    fn insert(&mut self, institution: InstitutionId, citizen: CitizenId, draft: &StaffDraft) -> Result<StaffMember, AppError>;
    /// Stores the status and positions of a member read at `version`. `StaleVersion`.
    fn save(&mut self, id: StaffId, draft: &StaffDraft, version: Version) -> Result<StaffMember, AppError>;
    /// Soft: the record leaves lists, history keeps resolving it.
    fn delete(&mut self, member: &StaffMember) -> Result<(), AppError>;
}

//! Buildings, rooms and the periods of an institution's day.

use domain::actor::Scope;
use domain::building::{Building, BuildingDraft};
use domain::class_hour::{ClassHour, ClassHourDraft};
use domain::ids::{BuildingId, ClassHourId, InstitutionId, RoomId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::room::{Room, RoomDraft, RoomKind};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildingOrderField {
    Id,
    Name,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildingQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub search: Option<String>,
    pub ordering: Ordering<BuildingOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait BuildingRepository: Send + Sync {
    fn list(&self, query: &BuildingQuery) -> Result<Page<Building>, AppError>;
    fn find(&self, id: BuildingId) -> Result<Option<Building>, AppError>;
    fn create(&self, institution: InstitutionId, draft: &BuildingDraft, audit: &AuditContext) -> Result<Building, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(BuildingRule::RoomsAboveFloors)`.
    fn update(&self, id: BuildingId, draft: &BuildingDraft, version: Version, audit: &AuditContext) -> Result<Building, AppError>;
    /// `NotFound`, `Conflict(BuildingRule::HasRooms)`.
    fn delete(&self, id: BuildingId, audit: &AuditContext) -> Result<(), AppError>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoomOrderField {
    Id,
    Name,
    Capacity,
    Floor,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub building_id: Option<BuildingId>,
    pub kind: Option<RoomKind>,
    pub search: Option<String>,
    pub ordering: Ordering<RoomOrderField>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait RoomRepository: Send + Sync {
    fn list(&self, query: &RoomQuery) -> Result<Page<Room>, AppError>;
    fn find(&self, id: RoomId) -> Result<Option<Room>, AppError>;
    /// `Conflict(RoomRule::NameTaken)`.
    fn create(&self, draft: &RoomDraft, audit: &AuditContext) -> Result<Room, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(RoomRule::NameTaken)`.
    fn update(&self, id: RoomId, draft: &RoomDraft, version: Version, audit: &AuditContext) -> Result<Room, AppError>;
    /// `NotFound`.
    fn delete(&self, id: RoomId, audit: &AuditContext) -> Result<(), AppError>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassHourQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait ClassHourRepository: Send + Sync {
    /// Ordered by institution and number.
    fn list(&self, query: &ClassHourQuery) -> Result<Page<ClassHour>, AppError>;
    fn find(&self, id: ClassHourId) -> Result<Option<ClassHour>, AppError>;
    fn of_institution(&self, institution: InstitutionId) -> Result<Vec<ClassHour>, AppError>;
    /// `Conflict(ClassHourRule::…)` when a concurrent change got there first.
    fn create(&self, institution: InstitutionId, draft: &ClassHourDraft, audit: &AuditContext) -> Result<ClassHour, AppError>;
    /// `NotFound`, `StaleVersion`, `Conflict(ClassHourRule::…)`.
    fn update(&self, id: ClassHourId, draft: &ClassHourDraft, version: Version, audit: &AuditContext) -> Result<ClassHour, AppError>;
    /// `NotFound`.
    fn delete(&self, id: ClassHourId, audit: &AuditContext) -> Result<(), AppError>;
}

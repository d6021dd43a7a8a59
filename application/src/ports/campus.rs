//! Buildings, rooms and the periods of an institution's day.

use domain::actor::Scope;
use domain::building::{Building, BuildingDraft};
use domain::class_hour::{ClassHour, ClassHourDraft};
use domain::ids::{BuildingId, ClassHourId, InstitutionId, RoomId};
use domain::paging::{Ordering, Page, PageRequest};
use domain::room::{Room, RoomDraft, RoomKind};
use domain::version::Version;

use super::Lock;
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

/// The read model of buildings.
#[cfg_attr(test, mockall::automock)]
pub trait BuildingQueries: Send + Sync {
    fn list(&self, query: &BuildingQuery) -> Result<Page<Building>, AppError>;
    fn find(&self, id: BuildingId) -> Result<Option<Building>, AppError>;
}

/// Buildings as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait BuildingRepository {
    fn find(&mut self, id: BuildingId, lock: Lock) -> Result<Option<Building>, AppError>;
    /// The highest floor a room of the building stands on.
    fn highest_room_floor(&mut self, id: BuildingId) -> Result<Option<i16>, AppError>;
    fn insert(&mut self, institution: InstitutionId, draft: &BuildingDraft) -> Result<Building, AppError>;
    /// Stores a building read at `version`. `StaleVersion`.
    fn save(&mut self, id: BuildingId, draft: &BuildingDraft, version: Version) -> Result<Building, AppError>;
    fn delete(&mut self, building: &Building) -> Result<(), AppError>;
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
pub trait RoomQueries: Send + Sync {
    fn list(&self, query: &RoomQuery) -> Result<Page<Room>, AppError>;
    fn find(&self, id: RoomId) -> Result<Option<Room>, AppError>;
}

/// Rooms as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait RoomRepository {
    fn find(&mut self, id: RoomId, lock: Lock) -> Result<Option<Room>, AppError>;
    /// `Conflict(RoomRule::NameTaken)`.
    fn insert(&mut self, draft: &RoomDraft) -> Result<Room, AppError>;
    /// Stores a room read at `version`. `StaleVersion`, `Conflict(RoomRule::NameTaken)`.
    fn save(&mut self, id: RoomId, draft: &RoomDraft, version: Version) -> Result<Room, AppError>;
    fn delete(&mut self, room: &Room) -> Result<(), AppError>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassHourQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait ClassHourQueries: Send + Sync {
    /// Ordered by institution and number.
    fn list(&self, query: &ClassHourQuery) -> Result<Page<ClassHour>, AppError>;
    fn find(&self, id: ClassHourId) -> Result<Option<ClassHour>, AppError>;
}

/// An institution's periods as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait ClassHourRepository {
    fn find(&mut self, id: ClassHourId, lock: Lock) -> Result<Option<ClassHour>, AppError>;
    fn of_institution(&mut self, institution: InstitutionId) -> Result<Vec<ClassHour>, AppError>;
    /// `Conflict(ClassHourRule::…)` when a concurrent change got there first.
    fn insert(&mut self, institution: InstitutionId, draft: &ClassHourDraft) -> Result<ClassHour, AppError>;
    /// Stores a period read at `version`. `StaleVersion`, `Conflict(ClassHourRule::…)`.
    fn save(&mut self, id: ClassHourId, draft: &ClassHourDraft, version: Version) -> Result<ClassHour, AppError>;
    fn delete(&mut self, hour: &ClassHour) -> Result<(), AppError>;
}

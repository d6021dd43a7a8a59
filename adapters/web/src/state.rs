use std::sync::Arc;

use application::ports::{
    AuditTrail, BuildingRepository, ClassHourRepository, Clock, DepartmentRepository, DirectionRepository, InstitutionRepository,
    MinistryDepartmentRepository, OneIdClient, PasswordHasher, PositionRepository, RoleRepository, RoomRepository, SessionStore,
    StaffRepository, TokenIssuer, UserRepository,
};

/// The ports every handler may hand to its use case; built once by the server.
#[derive(Clone)]
pub struct AppState {
    pub users: Arc<dyn UserRepository>,
    pub roles: Arc<dyn RoleRepository>,
    pub institutions: Arc<dyn InstitutionRepository>,
    pub sessions: Arc<dyn SessionStore>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub tokens: Arc<dyn TokenIssuer>,
    pub clock: Arc<dyn Clock>,
    pub audit: Arc<dyn AuditTrail>,
    pub buildings: Arc<dyn BuildingRepository>,
    pub rooms: Arc<dyn RoomRepository>,
    pub class_hours: Arc<dyn ClassHourRepository>,
    pub positions: Arc<dyn PositionRepository>,
    pub directions: Arc<dyn DirectionRepository>,
    pub departments: Arc<dyn DepartmentRepository>,
    pub ministry_departments: Arc<dyn MinistryDepartmentRepository>,
    pub staff: Arc<dyn StaffRepository>,
    /// Absent when the server has no OneID registration.
    pub oneid: Option<Arc<dyn OneIdClient>>,
}

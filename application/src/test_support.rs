//! Actors for the use-case tests.

use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;

/// An actor of the given level holding exactly these permissions, in institution 1 when
/// institution-level.
pub fn actor(level: RoleLevel, permissions: &[Permission]) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(1),
        role_level: level,
        permissions: permissions.iter().copied().collect(),
        institution_id: Some(InstitutionId::from_stored(1)),
        is_system: false,
        session_id: "s".into(),
    }
}

use std::collections::BTreeSet;

use crate::ids::{InstitutionId, RoleId, UserId};
use crate::permission::Permission;
use crate::role::RoleLevel;

/// The person making a request, as their session and current role make them: resolved anew on
/// every request, so a role edit or a role switch takes effect at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub role_id: RoleId,
    pub role_level: RoleLevel,
    pub permissions: BTreeSet<Permission>,
    pub institution_id: Option<InstitutionId>,
    pub is_system: bool,
    pub session_id: String,
}

/// Which institutions' data an actor may see and change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Everywhere,
    Institution(InstitutionId),
    /// An institution-level role with no institution chosen sees nothing.
    Nowhere,
}

impl Scope {
    pub fn includes(self, institution: InstitutionId) -> bool {
        match self {
            Scope::Everywhere => true,
            Scope::Institution(own) => own == institution,
            Scope::Nowhere => false,
        }
    }
}

impl Actor {
    pub fn can(&self, permission: Permission) -> bool {
        self.permissions.contains(&permission)
    }

    pub fn scope(&self) -> Scope {
        match (self.role_level, self.institution_id) {
            (RoleLevel::Ministry, _) => Scope::Everywhere,
            (RoleLevel::Institution, Some(id)) => Scope::Institution(id),
            (RoleLevel::Institution, None) => Scope::Nowhere,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actor(level: RoleLevel, institution: Option<i64>) -> Actor {
        Actor {
            user_id: UserId::from_stored(1),
            role_id: RoleId::from_stored(1),
            role_level: level,
            permissions: [Permission::UserView].into(),
            institution_id: institution.map(InstitutionId::from_stored),
            is_system: false,
            session_id: "s".into(),
        }
    }

    #[test]
    fn scope_follows_the_role_level() {
        let one = InstitutionId::from_stored(1);
        let two = InstitutionId::from_stored(2);
        assert!(actor(RoleLevel::Ministry, None).scope().includes(two));
        assert!(actor(RoleLevel::Institution, Some(1)).scope().includes(one));
        assert!(!actor(RoleLevel::Institution, Some(1)).scope().includes(two));
        assert_eq!(actor(RoleLevel::Institution, None).scope(), Scope::Nowhere);
        assert!(actor(RoleLevel::Institution, None).can(Permission::UserView));
        assert!(!actor(RoleLevel::Institution, None).can(Permission::UserAdd));
    }
}

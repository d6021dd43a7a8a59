use domain::ids::{InstitutionId, RoleId};
use domain::role::Role;

use crate::ports::{InstitutionRef, UserRecord};

/// The signed-in user as the shell shows them: their account, current role and institution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub user: UserRecord,
    pub role: Role,
    pub institution: Option<InstitutionRef>,
}

impl Profile {
    /// `None` when the user no longer holds the role or the institution.
    pub fn of(user: UserRecord, role: RoleId, institution: Option<InstitutionId>) -> Option<Profile> {
        let role = user.roles.iter().find(|r| r.id == role)?.clone();
        let institution = match institution {
            Some(id) => Some(user.institutions.iter().find(|i| i.id == id)?.clone()),
            None => None,
        };
        Some(Profile { user, role, institution })
    }
}

use domain::actor::Actor;
use domain::permission::Permission;

use crate::AppError;

/// The permission catalogue, for the role form.
pub struct ListPermissions;

impl ListPermissions {
    pub fn execute(&self, actor: &Actor) -> Result<&'static [Permission], AppError> {
        if [Permission::RoleView, Permission::RoleAdd, Permission::RoleEdit].iter().any(|p| actor.can(*p)) {
            Ok(Permission::ALL)
        } else {
            Err(AppError::Forbidden)
        }
    }
}

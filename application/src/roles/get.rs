use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;
use domain::role::Role;

use crate::access::require;
use crate::ports::RoleQueries;
use crate::AppError;

pub struct GetRole<'a> {
    pub roles: &'a dyn RoleQueries,
}

impl GetRole<'_> {
    pub fn execute(&self, actor: &Actor, id: RoleId) -> Result<Role, AppError> {
        require(actor, Permission::RoleView)?;
        self.roles.find(id)?.ok_or(AppError::NotFound)
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::role::Role;

use crate::ports::{RoleQueries, RoleQuery};
use crate::AppError;

pub struct ListRoles<'a> {
    pub roles: &'a dyn RoleQueries,
}

impl ListRoles<'_> {
    /// Readable with `role-view`, and by whoever manages users, who must pick roles in the form.
    pub fn execute(&self, actor: &Actor, query: RoleQuery) -> Result<Page<Role>, AppError> {
        if ![Permission::RoleView, Permission::UserAdd, Permission::UserEdit].iter().any(|p| actor.can(*p)) {
            return Err(AppError::Forbidden);
        }
        self.roles.list(&query)
    }
}

use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;
use domain::role::RoleRule;

use super::require_grantable;
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, RoleRepository};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteRole<'a> {
    pub roles: &'a dyn RoleRepository,
}

impl DeleteRole<'_> {
    pub fn execute(&self, actor: &Actor, id: RoleId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::RoleDelete)?;
        let existing = self.roles.find(id)?.ok_or(AppError::NotFound)?;
        if existing.is_system {
            return Err(AppError::conflict(RoleRule::SystemRoleIsFixed));
        }
        require_grantable(actor, &existing)?;
        self.roles.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

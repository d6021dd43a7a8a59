use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;
use domain::role::{Role, RoleRule};
use domain::version::Version;

use super::create::as_role;
use super::{require_grantable, RoleForm};
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, RoleRepository};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateRole<'a> {
    pub roles: &'a dyn RoleRepository,
}

impl UpdateRole<'_> {
    pub fn execute(&self, actor: &Actor, id: RoleId, form: RoleForm, version: Version, request: &RequestMeta) -> Result<Role, AppError> {
        require(actor, Permission::RoleEdit)?;
        let existing = self.roles.find(id)?.ok_or(AppError::NotFound)?;
        if existing.is_system {
            return Err(AppError::conflict(RoleRule::SystemRoleIsFixed));
        }
        let draft = form.parse()?;
        require_grantable(actor, &existing)?;
        require_grantable(actor, &as_role(&draft))?;
        self.roles.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

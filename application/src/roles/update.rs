use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;
use domain::role::Role;
use domain::version::Version;

use super::create::as_role;
use super::{require_grantable, RoleForm};
use crate::access::require;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateRole<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateRole<'_> {
    /// The role is loaded locked, so that the checks below hold for the state that is saved.
    pub fn execute(&self, actor: &Actor, id: RoleId, form: RoleForm, version: Version, request: &RequestMeta) -> Result<Role, AppError> {
        require(actor, Permission::RoleEdit)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.roles().find(id, Lock::ForUpdate),
            |tx, existing| {
                existing.check_changeable().map_err(AppError::conflict)?;
                let draft = form.parse()?;
                existing.check_rename(&draft.name).map_err(AppError::conflict)?;
                require_grantable(actor, existing)?;
                require_grantable(actor, &as_role(&draft))?;
                tx.roles().save(id, &draft, version)
            },
        )
    }
}

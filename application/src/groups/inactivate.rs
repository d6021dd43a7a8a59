use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::GroupId;
use domain::permission::Permission;
use domain::version::Version;

use super::{check_version, group_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, GroupView, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct InactivateGroup<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl InactivateGroup<'_> {
    /// ACTIVE → INACTIVE; 409 for a group already inactive.
    pub fn execute(&self, actor: &Actor, id: GroupId, version: Option<Version>, request: &RequestMeta) -> Result<GroupView, AppError> {
        require(actor, Permission::EduGroupInactivate)?;
        in_transaction(self.unit, |tx| {
            let before = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, version)?;
            let mut changed = before.clone();
            changed.inactivate().map_err(AppError::conflict)?;
            let after = tx.groups().save(&changed)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.groups().view(id)
        })
    }
}

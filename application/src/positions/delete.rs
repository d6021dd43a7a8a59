use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PositionId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeletePosition<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeletePosition<'_> {
    pub fn execute(&self, actor: &Actor, id: PositionId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::InstitutionPositionDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(self.unit, &context, |tx| tx.positions().find(id, Lock::ForUpdate), |tx, position| tx.positions().delete(position))
    }
}

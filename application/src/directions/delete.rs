use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DirectionId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteDirection<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteDirection<'_> {
    pub fn execute(&self, actor: &Actor, id: DirectionId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduDirectionDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(self.unit, &context, |tx| tx.directions().find(id, Lock::ForUpdate), |tx, found| tx.directions().delete(found))
    }
}

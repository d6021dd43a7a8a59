use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::MinistryDepartmentId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteMinistryDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteMinistryDepartment<'_> {
    pub fn execute(&self, actor: &Actor, id: MinistryDepartmentId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::MinistryDepartmentDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(
            self.unit,
            &context,
            |tx| tx.ministry_departments().find(id, Lock::ForUpdate),
            |tx, department| {
                department.check_delete(tx.ministry_departments().children(id)?).map_err(AppError::conflict)?;
                tx.ministry_departments().delete(department)
            },
        )
    }
}

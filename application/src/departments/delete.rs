use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DepartmentId;
use domain::permission::Permission;

use super::department_in_scope;
use crate::access::require;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteDepartment<'_> {
    pub fn execute(&self, actor: &Actor, id: DepartmentId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::InstitutionDepartmentDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(self.unit, &context, |tx| department_in_scope(tx, actor, id), |tx, department| tx.departments().delete(department))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DepartmentId;
use domain::permission::Permission;

use super::find_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, DepartmentRepository, RequestMeta};
use crate::AppError;

pub struct DeleteDepartment<'a> {
    pub departments: &'a dyn DepartmentRepository,
}

impl DeleteDepartment<'_> {
    pub fn execute(&self, actor: &Actor, id: DepartmentId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::InstitutionDepartmentDelete)?;
        find_in_scope(self.departments, actor, id)?;
        self.departments.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

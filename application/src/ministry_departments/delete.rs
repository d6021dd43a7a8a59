use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::MinistryDepartmentId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, MinistryDepartmentRepository, RequestMeta};
use crate::AppError;

pub struct DeleteMinistryDepartment<'a> {
    pub departments: &'a dyn MinistryDepartmentRepository,
}

impl DeleteMinistryDepartment<'_> {
    pub fn execute(&self, actor: &Actor, id: MinistryDepartmentId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::MinistryDepartmentDelete)?;
        self.departments.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

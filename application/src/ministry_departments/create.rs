use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::permission::Permission;

use super::check_parent_exists;
use crate::access::require_ministry;
use crate::ports::{AuditContext, MinistryDepartmentRepository, RequestMeta};
use crate::AppError;

pub struct CreateMinistryDepartment<'a> {
    pub departments: &'a dyn MinistryDepartmentRepository,
}

impl CreateMinistryDepartment<'_> {
    pub fn execute(&self, actor: &Actor, draft: MinistryDepartmentDraft, request: &RequestMeta) -> Result<MinistryDepartment, AppError> {
        require_ministry(actor, Permission::MinistryDepartmentAdd)?;
        check_parent_exists(self.departments, &draft)?;
        self.departments.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

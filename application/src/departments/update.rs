use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::department::{Department, DepartmentDraft, DepartmentForm};
use domain::ids::DepartmentId;
use domain::permission::Permission;
use domain::version::Version;

use super::find_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, DepartmentRepository, RequestMeta};
use crate::AppError;

pub struct UpdateDepartment<'a> {
    pub departments: &'a dyn DepartmentRepository,
}

impl UpdateDepartment<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: DepartmentId,
        form: DepartmentForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Department, AppError> {
        require(actor, Permission::InstitutionDepartmentEdit)?;
        find_in_scope(self.departments, actor, id)?;
        let draft = DepartmentDraft::parse(&form)?;
        self.departments.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

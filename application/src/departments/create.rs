use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::department::{Department, DepartmentDraft, DepartmentForm};
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::ports::{AuditContext, DepartmentRepository, RequestMeta};
use crate::AppError;

pub struct CreateDepartment<'a> {
    pub departments: &'a dyn DepartmentRepository,
}

impl CreateDepartment<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: DepartmentForm,
        request: &RequestMeta,
    ) -> Result<Department, AppError> {
        require(actor, Permission::InstitutionDepartmentAdd)?;
        let institution = owner(actor, institution)?;
        let draft = DepartmentDraft::parse(&form)?;
        self.departments.create(institution, &draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

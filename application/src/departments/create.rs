use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::department::{Department, DepartmentDraft, DepartmentForm};
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Create, request);
        create_audited(self.unit, &context, |tx| tx.departments().insert(institution, &draft))
    }
}

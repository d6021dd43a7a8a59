use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::department::{Department, DepartmentDraft, DepartmentForm};
use domain::ids::DepartmentId;
use domain::permission::Permission;
use domain::version::Version;

use super::department_in_scope;
use crate::access::require;
use crate::audit::update_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let draft = DepartmentDraft::parse(&form)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(self.unit, &context, |tx| department_in_scope(tx, actor, id), |tx, _| tx.departments().save(id, &draft, version))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::permission::Permission;

use super::check_parent_exists;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateMinistryDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateMinistryDepartment<'_> {
    pub fn execute(&self, actor: &Actor, draft: MinistryDepartmentDraft, request: &RequestMeta) -> Result<MinistryDepartment, AppError> {
        require_ministry(actor, Permission::MinistryDepartmentAdd)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| {
            check_parent_exists(tx, &draft)?;
            tx.ministry_departments().insert(&draft)
        })
    }
}

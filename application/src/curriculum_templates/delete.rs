use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::CurriculumTemplateId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteCurriculumTemplate<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, id: CurriculumTemplateId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::CurriculumTemplateDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(
            self.unit,
            &context,
            |tx| tx.curriculum_templates().find(id, Lock::ForUpdate),
            |tx, template| tx.curriculum_templates().delete(template),
        )
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::CurriculumTemplateId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, CurriculumTemplateRepository, RequestMeta};
use crate::AppError;

pub struct DeleteCurriculumTemplate<'a> {
    pub templates: &'a dyn CurriculumTemplateRepository,
}

impl DeleteCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, id: CurriculumTemplateId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::CurriculumTemplateDelete)?;
        self.templates.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

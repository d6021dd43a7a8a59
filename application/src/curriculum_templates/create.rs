use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::permission::Permission;

use super::check_references;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateCurriculumTemplate<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, form: CurriculumTemplateForm, request: &RequestMeta) -> Result<CurriculumTemplate, AppError> {
        require_ministry(actor, Permission::CurriculumTemplateAdd)?;
        let draft = CurriculumTemplateDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| {
            check_references(tx, &draft)?;
            tx.curriculum_templates().insert(&draft)
        })
    }
}

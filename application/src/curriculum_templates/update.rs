use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::ids::CurriculumTemplateId;
use domain::permission::Permission;
use domain::version::Version;

use super::check_references;
use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateCurriculumTemplate<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateCurriculumTemplate<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumTemplateId,
        form: CurriculumTemplateForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<CurriculumTemplate, AppError> {
        require_ministry(actor, Permission::CurriculumTemplateEdit)?;
        let draft = CurriculumTemplateDraft::parse(&form)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.curriculum_templates().find(id, Lock::ForUpdate),
            |tx, _| {
                check_references(tx, &draft)?;
                tx.curriculum_templates().save(id, &draft, version)
            },
        )
    }
}

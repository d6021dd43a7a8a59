use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::ids::CurriculumTemplateId;
use domain::permission::Permission;
use domain::version::Version;

use super::check_references;
use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, DirectionQueries, Lock, RequestMeta, SubjectQueries, UnitOfWork};
use crate::AppError;

pub struct UpdateCurriculumTemplate<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub directions: &'a dyn DirectionQueries,
    pub subjects: &'a dyn SubjectQueries,
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
        check_references(self.directions, self.subjects, &draft)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.curriculum_templates().find(id, Lock::ForUpdate),
            |tx, _| tx.curriculum_templates().save(id, &draft, version),
        )
    }
}

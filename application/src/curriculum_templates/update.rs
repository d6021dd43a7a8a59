use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::ids::CurriculumTemplateId;
use domain::permission::Permission;
use domain::version::Version;

use super::check_references;
use crate::access::require_ministry;
use crate::ports::{AuditContext, CurriculumTemplateRepository, DirectionQueries, RequestMeta, SubjectQueries};
use crate::AppError;

pub struct UpdateCurriculumTemplate<'a> {
    pub templates: &'a dyn CurriculumTemplateRepository,
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
        self.templates.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

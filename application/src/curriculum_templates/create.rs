use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::permission::Permission;

use super::check_references;
use crate::access::require_ministry;
use crate::ports::{AuditContext, CurriculumTemplateRepository, DirectionQueries, RequestMeta, SubjectQueries};
use crate::AppError;

pub struct CreateCurriculumTemplate<'a> {
    pub templates: &'a dyn CurriculumTemplateRepository,
    pub directions: &'a dyn DirectionQueries,
    pub subjects: &'a dyn SubjectQueries,
}

impl CreateCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, form: CurriculumTemplateForm, request: &RequestMeta) -> Result<CurriculumTemplate, AppError> {
        require_ministry(actor, Permission::CurriculumTemplateAdd)?;
        let draft = CurriculumTemplateDraft::parse(&form)?;
        check_references(self.directions, self.subjects, &draft)?;
        self.templates.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

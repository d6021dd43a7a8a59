use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, CurriculumTemplateForm};
use domain::permission::Permission;

use super::check_references;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, DirectionQueries, RequestMeta, SubjectQueries, UnitOfWork};
use crate::AppError;

pub struct CreateCurriculumTemplate<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub directions: &'a dyn DirectionQueries,
    pub subjects: &'a dyn SubjectQueries,
}

impl CreateCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, form: CurriculumTemplateForm, request: &RequestMeta) -> Result<CurriculumTemplate, AppError> {
        require_ministry(actor, Permission::CurriculumTemplateAdd)?;
        let draft = CurriculumTemplateDraft::parse(&form)?;
        check_references(self.directions, self.subjects, &draft)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| tx.curriculum_templates().insert(&draft))
    }
}

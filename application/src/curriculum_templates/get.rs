use domain::actor::Actor;
use domain::curriculum_template::CurriculumTemplate;
use domain::ids::CurriculumTemplateId;

use super::READERS;
use crate::access::require_any;
use crate::ports::CurriculumTemplateQueries;
use crate::AppError;

pub struct GetCurriculumTemplate<'a> {
    pub templates: &'a dyn CurriculumTemplateQueries,
}

impl GetCurriculumTemplate<'_> {
    pub fn execute(&self, actor: &Actor, id: CurriculumTemplateId) -> Result<CurriculumTemplate, AppError> {
        require_any(actor, &READERS)?;
        self.templates.find(id)?.ok_or(AppError::NotFound)
    }
}

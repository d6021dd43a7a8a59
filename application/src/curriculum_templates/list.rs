use domain::actor::Actor;
use domain::curriculum_template::CurriculumTemplate;
use domain::paging::Page;

use super::READERS;
use crate::access::require_any;
use crate::ports::{CurriculumTemplateQueries, CurriculumTemplateQuery};
use crate::AppError;

pub struct ListCurriculumTemplates<'a> {
    pub templates: &'a dyn CurriculumTemplateQueries,
}

impl ListCurriculumTemplates<'_> {
    pub fn execute(&self, actor: &Actor, query: CurriculumTemplateQuery) -> Result<Page<CurriculumTemplate>, AppError> {
        require_any(actor, &READERS)?;
        self.templates.list(&query)
    }
}

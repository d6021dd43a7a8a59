use domain::actor::Actor;
use domain::paging::Page;
use domain::subject::SubjectType;

use super::READERS;
use crate::access::require_any;
use crate::ports::{SubjectTypeQueries, SubjectTypeQuery};
use crate::AppError;

pub struct ListSubjectTypes<'a> {
    pub types: &'a dyn SubjectTypeQueries,
}

impl ListSubjectTypes<'_> {
    pub fn execute(&self, actor: &Actor, query: SubjectTypeQuery) -> Result<Page<SubjectType>, AppError> {
        require_any(actor, &READERS)?;
        self.types.list(&query)
    }
}

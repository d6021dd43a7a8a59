use domain::actor::Actor;
use domain::paging::Page;
use domain::subject::Subject;

use super::READERS;
use crate::access::require_any;
use crate::ports::{SubjectQueries, SubjectQuery};
use crate::AppError;

pub struct ListSubjects<'a> {
    pub subjects: &'a dyn SubjectQueries,
}

impl ListSubjects<'_> {
    pub fn execute(&self, actor: &Actor, query: SubjectQuery) -> Result<Page<Subject>, AppError> {
        require_any(actor, &READERS)?;
        self.subjects.list(&query)
    }
}

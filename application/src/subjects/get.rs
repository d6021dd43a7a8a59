use domain::actor::Actor;
use domain::ids::SubjectId;
use domain::subject::Subject;

use super::READERS;
use crate::access::require_any;
use crate::ports::SubjectQueries;
use crate::AppError;

pub struct GetSubject<'a> {
    pub subjects: &'a dyn SubjectQueries,
}

impl GetSubject<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectId) -> Result<Subject, AppError> {
        require_any(actor, &READERS)?;
        self.subjects.find(id)?.ok_or(AppError::NotFound)
    }
}

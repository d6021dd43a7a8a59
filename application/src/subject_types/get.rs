use domain::actor::Actor;
use domain::ids::SubjectTypeId;
use domain::subject::SubjectType;

use super::READERS;
use crate::access::require_any;
use crate::ports::SubjectTypeQueries;
use crate::AppError;

pub struct GetSubjectType<'a> {
    pub types: &'a dyn SubjectTypeQueries,
}

impl GetSubjectType<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectTypeId) -> Result<SubjectType, AppError> {
        require_any(actor, &READERS)?;
        self.types.find(id)?.ok_or(AppError::NotFound)
    }
}

use domain::actor::Actor;
use domain::ids::{CurriculumId, EduSubjectId};
use domain::permission::Permission;

use super::find_curriculum_in_scope;
use crate::access::require;
use crate::ports::CurriculumQueries;
use crate::AppError;

pub struct CheckCurriculumRating<'a> {
    pub curricula: &'a dyn CurriculumQueries,
}

impl CheckCurriculumRating<'_> {
    /// Whether a subject of a curriculum has ratings, asked before the page removes it.
    pub fn execute(&self, actor: &Actor, id: CurriculumId, subject: EduSubjectId) -> Result<bool, AppError> {
        require(actor, Permission::CurriculumView)?;
        find_curriculum_in_scope(self.curricula, actor, id)?;
        self.curricula.has_rating(id, subject)
    }
}

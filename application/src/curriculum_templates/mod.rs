//! The ministry's model curricula.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests;

use domain::curriculum_template::CurriculumTemplateDraft;
use domain::permission::Permission;

use crate::ports::{DirectionQueries, SubjectQueries};
use crate::AppError;

/// Who may read the model curricula: their keepers and whoever builds a curriculum from one.
const READERS: [Permission; 2] = [Permission::CurriculumTemplateView, Permission::CurriculumView];

/// The direction and every subject a model curriculum names must exist, the direction for the
/// same kind of institution.
fn check_references(
    directions: &dyn DirectionQueries,
    subjects: &dyn SubjectQueries,
    draft: &CurriculumTemplateDraft,
) -> Result<(), AppError> {
    let direction = match draft.direction_id {
        Some(id) => directions.find(id)?,
        None => None,
    };
    let known = subjects.known(&draft.subject_ids())?;
    let mut errors = domain::validation::ValidationErrors::new();
    for refused in [draft.check_direction(direction.as_ref()), draft.check_known(&known)].into_iter().filter_map(Result::err) {
        for (field, invalid) in refused.fields() {
            errors.add(field.clone(), invalid.clone());
        }
    }
    errors.into_result().map_err(AppError::from)
}

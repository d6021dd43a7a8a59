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

use crate::ports::{Lock, Transaction};
use crate::AppError;

/// Who may read the model curricula: their keepers and whoever builds a curriculum from one.
const READERS: [Permission; 2] = [Permission::CurriculumTemplateView, Permission::CurriculumView];

/// The direction and every subject a model curriculum names must exist, the direction for the
/// same kind of institution.
fn check_references(tx: &mut dyn Transaction, draft: &CurriculumTemplateDraft) -> Result<(), AppError> {
    let direction = match draft.direction_id {
        Some(id) => tx.directions().find(id, Lock::None)?,
        None => None,
    };
    let known = tx.subjects().known(&draft.subject_ids())?;
    let mut errors = domain::validation::ValidationErrors::new();
    for refused in [draft.check_direction(direction.as_ref()), draft.check_known(&known)].into_iter().filter_map(Result::err) {
        for (field, invalid) in refused.fields() {
            errors.add(field.clone(), invalid.clone());
        }
    }
    errors.into_result().map_err(AppError::from)
}

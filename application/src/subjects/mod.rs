//! The ministry's subject catalogue.

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

use domain::permission::Permission;
use domain::subject::SubjectDraft;
use domain::validation::{Invalid, ValidationErrors};

use crate::ports::SubjectTypeQueries;
use crate::AppError;

/// Who may read the catalogue: its keepers and whoever builds curricula or model curricula.
const READERS: [Permission; 3] = [Permission::EduSubjectView, Permission::CurriculumView, Permission::CurriculumTemplateView];

/// The type a subject names must exist.
fn check_type_exists(types: &dyn SubjectTypeQueries, draft: &SubjectDraft) -> Result<(), AppError> {
    match types.find(draft.subject_type_id)? {
        Some(_) => Ok(()),
        None => Err(ValidationErrors::single("edu_subject_type_id", Invalid::UnknownValue).into()),
    }
}

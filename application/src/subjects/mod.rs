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

use crate::ports::{Lock, Transaction};
use crate::AppError;

/// Who may read the catalogue: its keepers and whoever builds curricula or model curricula.
const READERS: [Permission; 3] = [Permission::EduSubjectView, Permission::CurriculumView, Permission::CurriculumTemplateView];

/// The type a subject names must exist.
fn check_type_exists(tx: &mut dyn Transaction, draft: &SubjectDraft) -> Result<(), AppError> {
    match tx.subject_types().find(draft.subject_type_id, Lock::None)? {
        Some(_) => Ok(()),
        None => Err(ValidationErrors::single("edu_subject_type_id", Invalid::UnknownValue).into()),
    }
}

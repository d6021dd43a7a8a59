//! The ministry's own departments.

mod create;
mod delete;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use domain::ministry_department::MinistryDepartmentDraft;
use domain::validation::{Invalid, ValidationErrors};

use crate::ports::MinistryDepartmentRepository;
use crate::AppError;

/// The parent a draft names must exist.
fn check_parent_exists(departments: &dyn MinistryDepartmentRepository, draft: &MinistryDepartmentDraft) -> Result<(), AppError> {
    match draft.parent_id {
        Some(parent) if departments.find(parent)?.is_none() => Err(ValidationErrors::single("parent_id", Invalid::UnknownValue).into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;

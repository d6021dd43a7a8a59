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

use crate::ports::{Lock, Transaction};
use crate::AppError;

/// The parent a draft names must exist.
fn check_parent_exists(tx: &mut dyn Transaction, draft: &MinistryDepartmentDraft) -> Result<(), AppError> {
    match draft.parent_id {
        Some(parent) if tx.ministry_departments().find(parent, Lock::None)?.is_none() => {
            Err(ValidationErrors::single("parent_id", Invalid::UnknownValue).into())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;

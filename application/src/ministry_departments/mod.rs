//! The ministry's own departments.

mod create;
mod delete;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use domain::actor::{Actor, Scope};
use domain::ministry_department::MinistryDepartmentDraft;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require;
use crate::ports::MinistryDepartmentRepository;
use crate::AppError;

/// The ministry's departments are the ministry's business alone.
fn require_ministry(actor: &Actor, permission: Permission) -> Result<(), AppError> {
    require(actor, permission)?;
    if actor.scope() == Scope::Everywhere {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

/// The parent a draft names must exist.
fn check_parent_exists(departments: &dyn MinistryDepartmentRepository, draft: &MinistryDepartmentDraft) -> Result<(), AppError> {
    match draft.parent_id {
        Some(parent) if departments.find(parent)?.is_none() => Err(ValidationErrors::single("parent_id", Invalid::UnknownValue).into()),
        _ => Ok(()),
    }
}

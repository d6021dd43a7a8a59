//! Research projects of an institution.

mod create;
mod delete;
mod get;
mod list;
#[cfg(test)]
mod tests;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::actor::Actor;
use domain::ids::{InstitutionId, ProjectId};
use domain::science::project::ProjectDraft;
use domain::science::{Project, ScienceInvalid};

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// A project the actor may change, locked for the change: another institution's is "not found".
fn project_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: ProjectId) -> Result<Project, AppError> {
    let project = tx.science().project(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [project.institution_id].iter())?;
    Ok(project)
}

/// The staff members among the project's members work in its institution.
fn check_members(tx: &mut dyn Transaction, institution: InstitutionId, draft: &ProjectDraft) -> Result<(), AppError> {
    let named: Vec<_> = draft
        .members
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.contributor.staff().map(|id| (format!("members.{i}.staff_id"), id)))
        .collect();
    super::staff_of(tx, institution, &named, ScienceInvalid::NotOnTheStaff).map(|_| ())
}

//! The faculties, chairs and sections of an institution.

mod create;
mod delete;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use domain::actor::Actor;
use domain::department::Department;
use domain::ids::DepartmentId;

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// A department the actor may change, locked for the change: another institution's is "not found".
fn department_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: DepartmentId) -> Result<Option<Department>, AppError> {
    let department = tx.departments().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [department.institution_id].iter())?;
    Ok(Some(department))
}

#[cfg(test)]
mod tests;

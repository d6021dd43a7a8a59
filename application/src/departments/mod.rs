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
use crate::ports::DepartmentRepository;
use crate::AppError;

pub(crate) fn find_in_scope(departments: &dyn DepartmentRepository, actor: &Actor, id: DepartmentId) -> Result<Department, AppError> {
    let department = departments.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [department.institution_id].iter())?;
    Ok(department)
}

#[cfg(test)]
mod tests;

//! Doctoral students, each a person found by PINFL, and the defences of their dissertations.

mod create_defence;
mod create_student;
mod delete_defence;
mod delete_student;
mod get_defence;
mod get_student;
mod list_defences;
mod list_students;
#[cfg(test)]
mod tests;
mod update_defence;
mod update_student;

pub use create_defence::*;
pub use create_student::*;
pub use delete_defence::*;
pub use delete_student::*;
pub use get_defence::*;
pub use get_student::*;
pub use list_defences::*;
pub use list_students::*;
pub use update_defence::*;
pub use update_student::*;

use domain::actor::Actor;
use domain::ids::{DefenceId, DoctoralStudentId, InstitutionId, StaffId};
use domain::science::{Defence, DoctoralStudent, ScienceInvalid};

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// A doctoral student the actor may change, locked: another institution's is "not found".
fn student_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: DoctoralStudentId) -> Result<DoctoralStudent, AppError> {
    let student = tx.science().doctoral_student(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [student.institution_id].iter())?;
    Ok(student)
}

fn defence_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: DefenceId) -> Result<Defence, AppError> {
    let defence = tx.science().defence(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [defence.institution_id].iter())?;
    Ok(defence)
}

/// The supervisor works in the student's institution.
fn check_supervisor(tx: &mut dyn Transaction, institution: InstitutionId, supervisor: StaffId) -> Result<(), AppError> {
    let named = [("supervisor_staff_id".to_string(), supervisor)];
    super::staff_of(tx, institution, &named, ScienceInvalid::SupervisorNotOnTheStaff).map(|_| ())
}

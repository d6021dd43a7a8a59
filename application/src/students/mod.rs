//! Students: enrolment by hand or from a spreadsheet, their card, and the moves of their status.

mod change_status;
mod create;
mod delete;
mod get;
mod import;
mod list;
mod template;
#[cfg(test)]
mod tests;
mod update;

pub use change_status::*;
pub use create::*;
pub use delete::*;
pub use get::*;
pub use import::*;
pub use list::*;
pub use template::*;
pub use update::*;

use domain::actor::Actor;
use domain::group::{check_room_for, Group};
use domain::ids::{GroupId, StudentId};
use domain::pinfl::Pinfl;
use domain::student::{Student, StudentPinflTaken};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// A living student the actor may see, or `NotFound`.
pub(crate) fn student_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: StudentId, lock: Lock) -> Result<Student, AppError> {
    let student = tx.students().find(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&student.institution_id))?;
    Ok(student)
}

/// The group a student is enrolled into, locked until the transaction ends so that two
/// enrolments cannot both take its last place: one of the actor's institution with room for
/// `adding` more. Refused under `edu_group_id`.
pub(crate) fn group_with_room(tx: &mut dyn Transaction, actor: &Actor, id: GroupId, adding: i64) -> Result<Group, AppError> {
    let refuse = |invalid| AppError::from(ValidationErrors::single("edu_group_id", invalid));
    let group = tx.groups().find(id, Lock::ForUpdate)?.ok_or_else(|| refuse(Invalid::UnknownValue))?;
    if require_in_scope(actor, std::iter::once(&group.institution_id)).is_err() {
        return Err(refuse(Invalid::UnknownValue));
    }
    check_room_for(i64::from(group.current_number_of_students), i64::from(group.details.number_of_students), adding).map_err(refuse)?;
    Ok(group)
}

/// A PINFL no other living student holds (409 `pinfl_taken`).
pub(crate) fn check_pinfl_free(tx: &mut dyn Transaction, pinfl: &Pinfl, except: Option<StudentId>) -> Result<(), AppError> {
    if tx.students().taken_pinfls(std::slice::from_ref(pinfl), except)?.is_empty() {
        Ok(())
    } else {
        Err(AppError::conflict(StudentPinflTaken))
    }
}

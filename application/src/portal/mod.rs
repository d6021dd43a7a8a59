//! The students' and parents' portal: each call answers for a record linked to the signed-in
//! person only (their own, or a linked child's); any other student is "not found". And the staff's
//! side of it: a student's account, parents' accounts and their links.

mod account;
mod attendance;
mod documents;
mod finance;
mod me;
mod notifications;
mod parents;
mod results;
mod schedule;
#[cfg(test)]
mod tests;

pub use account::*;
pub use attendance::*;
pub use documents::*;
pub use finance::*;
pub use me::*;
pub use notifications::*;
pub use parents::*;
pub use results::*;
pub use schedule::*;

use domain::actor::Actor;
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::portal::pick;
use domain::student::Student;

use crate::access::require;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// The student record a portal call is about: the one asked for when it is the person's own or a
/// linked child's (the first of them when none is asked), else `NotFound`.
pub(crate) fn portal_student(tx: &mut dyn Transaction, actor: &Actor, asked: Option<StudentId>, lock: Lock) -> Result<Student, AppError> {
    let linked = tx.portal().linked(actor.user_id)?;
    let id = pick(&linked, asked).ok_or(AppError::NotFound)?;
    tx.students().find(id, lock)?.ok_or(AppError::NotFound)
}

/// The semester a call asks for, refused under `semester` outside 1 to 12 whoever asks.
pub(crate) fn semester_asked(semester: Option<i64>) -> Result<Option<i64>, AppError> {
    match semester {
        Some(n) if !(1..=12).contains(&n) => {
            Err(domain::validation::ValidationErrors::single("semester", domain::validation::Invalid::OutOfRange { min: 1, max: 12 })
                .into())
        }
        _ => Ok(semester),
    }
}

/// Refuses an actor whose role holds no portal permission.
pub(crate) fn require_portal(actor: &Actor) -> Result<(), AppError> {
    require(actor, Permission::Portal)
}

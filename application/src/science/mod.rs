//! The scientific process: research projects, publications with their authors' confirmations and
//! the science office's verification, doctoral students and their defences, and the report.
//! A staff member who adds their own publications is found as the teacher module finds a teacher:
//! the staff member of the current institution whose citizen carries the user's PINFL.

pub mod doctorate;
pub mod projects;
pub mod publications;
mod report;
mod staff;
#[cfg(test)]
mod tests;

pub use report::*;
pub use staff::*;

use std::collections::BTreeMap;

use domain::actor::Actor;
use domain::ids::{InstitutionId, StaffId};
use domain::science::ScienceInvalid;
use domain::validation::{Invalid, ValidationErrors};

use crate::ports::Transaction;
use crate::AppError;

/// The actor's staff record in the current institution, if they are on its staff.
pub(crate) fn own_staff(tx: &mut dyn Transaction, actor: &Actor) -> Result<Option<StaffId>, AppError> {
    Ok(crate::teaching::current_post(tx, actor)?.map(|post| post.staff))
}

/// The staff members a form names (by its field), each a living staff member of `institution`;
/// their full names by id.
pub(crate) fn staff_of(
    tx: &mut dyn Transaction,
    institution: InstitutionId,
    named: &[(String, StaffId)],
    invalid: ScienceInvalid,
) -> Result<BTreeMap<StaffId, String>, AppError> {
    if named.is_empty() {
        return Ok(BTreeMap::new());
    }
    let ids: Vec<StaffId> = named.iter().map(|(_, id)| *id).collect();
    let found: BTreeMap<StaffId, String> = tx.science().staff_names(institution, &ids)?.into_iter().collect();
    let mut errors = ValidationErrors::new();
    for (field, id) in named {
        if !found.contains_key(id) {
            errors.add(field.clone(), Invalid::Science(invalid));
        }
    }
    errors.into_result()?;
    Ok(found)
}

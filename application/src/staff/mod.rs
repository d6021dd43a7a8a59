//! Staff: the people an institution employs, each a citizen found by PINFL.

mod create;
mod delete;
mod find_citizen;
mod get;
mod list;
mod list_teachers;
mod update;

pub use create::*;
pub use delete::*;
pub use find_citizen::*;
pub use get::*;
pub use list::*;
pub use list_teachers::*;
pub use update::*;

use std::collections::BTreeMap;

use domain::actor::Actor;
use domain::ids::StaffId;
use domain::staff::{StaffDraft, StaffMember};

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// The checks a draft needs the catalogue for: positions exist, subjects exist and are taught on
/// teaching positions only.
fn check_against_catalogue(tx: &mut dyn Transaction, draft: &StaffDraft) -> Result<(), AppError> {
    let ids: Vec<_> = draft.positions.iter().map(|p| p.position_id).collect();
    let teaching: BTreeMap<_, _> = tx.staff().teaching_positions(&ids)?.into_iter().collect();
    draft.check_positions(&|id| teaching.get(&id).copied())?;
    let subjects = draft.subject_ids();
    if !subjects.is_empty() {
        draft.check_subjects(&tx.staff().known_subjects(&subjects)?)?;
    }
    Ok(())
}

/// A staff member the actor may change, locked for the change: another institution's is "not found".
fn staff_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: StaffId) -> Result<StaffMember, AppError> {
    let member = tx.staff().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [member.institution_id].iter())?;
    Ok(member)
}

#[cfg(test)]
mod tests;

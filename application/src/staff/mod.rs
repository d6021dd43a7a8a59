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

use domain::staff::StaffDraft;

use crate::ports::StaffRepository;
use crate::AppError;

/// The checks a draft needs the catalogue for: positions exist, subjects exist and are taught on
/// teaching positions only.
fn check_against_catalogue(staff: &dyn StaffRepository, draft: &StaffDraft) -> Result<(), AppError> {
    let ids: Vec<_> = draft.positions.iter().map(|p| p.position_id).collect();
    let teaching: BTreeMap<_, _> = staff.teaching_positions(&ids)?.into_iter().collect();
    draft.check_positions(&|id| teaching.get(&id).copied())?;
    let subjects = draft.subject_ids();
    if !subjects.is_empty() {
        draft.check_subjects(&staff.known_subjects(&subjects)?)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;

//! Groups of students: their lifecycle, the subjects of their semester, subgroups and the rating
//! sheet.

mod create;
mod delete;
mod get;
mod inactivate;
mod list;
mod promote;
mod rating_sheet;
mod save_ratings;
mod save_subgroups;
mod students;
mod subgroups;
mod subjects;
#[cfg(test)]
mod tests;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use inactivate::*;
pub use list::*;
pub use promote::*;
pub use rating_sheet::*;
pub use save_ratings::*;
pub use save_subgroups::*;
pub use students::*;
pub use subgroups::*;
pub use subjects::*;
pub use update::*;

use domain::actor::Actor;
use domain::group::{check_curriculum, Group, GroupDraft};
use domain::ids::{GroupId, InstitutionId};
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::access::require_in_scope;
use crate::ports::{CurriculumFacts, Lock, Transaction};
use crate::AppError;

/// A living group the actor may see, or `NotFound`.
pub(crate) fn group_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: GroupId, lock: Lock) -> Result<Group, AppError> {
    let group = tx.groups().find(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&group.institution_id))?;
    Ok(group)
}

/// The version the editor read must be the stored one.
pub(crate) fn check_version(stored: Version, read: Option<Version>) -> Result<(), AppError> {
    match read {
        Some(read) if read != stored => Err(AppError::StaleVersion),
        _ => Ok(()),
    }
}

/// The curriculum and direction a group form names, checked against the group's institution.
pub(crate) fn check_references(
    tx: &mut dyn Transaction,
    draft: &GroupDraft,
    institution: InstitutionId,
) -> Result<CurriculumFacts, AppError> {
    let mut errors = ValidationErrors::new();
    let curriculum = tx.groups().curriculum(draft.curriculum_id)?;
    match &curriculum {
        Some(c) => {
            if let Err(invalid) = check_curriculum(c.status, c.institution_id, institution) {
                errors.add("curriculum_id", invalid);
            } else if i64::from(draft.current_semester) > i64::from(c.number_of_semesters) {
                errors.add("current_semester", Invalid::OutOfRange { min: 1, max: i64::from(c.number_of_semesters) });
            }
        }
        None => errors.add("curriculum_id", Invalid::UnknownValue),
    }
    if !tx.groups().direction_exists(draft.edu_direction_id)? {
        errors.add("edu_direction_id", Invalid::UnknownValue);
    }
    errors.into_result()?;
    curriculum.ok_or(AppError::NotFound)
}

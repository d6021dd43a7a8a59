//! Publications: entered by the science office, or by a staff member as their own; confirmed by
//! each staff author; verified (or returned) by the office, after which only the office changes
//! them.

mod confirm;
mod create;
mod delete;
mod file;
mod get;
mod list;
mod me;
mod mine;
mod reject;
mod remove_file;
#[cfg(test)]
mod tests;
mod update;
mod upload_file;
mod verify;

pub use confirm::*;
pub use create::*;
pub use delete::*;
pub use file::*;
pub use get::*;
pub use list::*;
pub use me::*;
pub use mine::*;
pub use reject::*;
pub use remove_file::*;
pub use update::*;
pub use upload_file::*;
pub use verify::*;

use domain::actor::Actor;
use domain::ids::{InstitutionId, PublicationId, StaffId};
use domain::permission::Permission;
use domain::schedule::NotATeacher;
use domain::science::authorship::{Author, Authors};
use domain::science::{Publication, ScienceInvalid, ScienceRule};

use crate::access::require_in_scope;
use crate::ports::{Lock, StoredAuthor, Transaction};
use crate::AppError;

/// How an actor reaches publications: as the office (any of its institution's), or as a staff
/// member through their own authorship.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reach {
    Office,
    Author(StaffId),
}

impl Reach {
    pub(crate) fn author(self) -> Option<StaffId> {
        match self {
            Reach::Office => None,
            Reach::Author(staff) => Some(staff),
        }
    }
}

/// The office's `permission`, or else `science-publication-own` and a staff record in the current
/// institution (422 `not_a_teacher` without one); 403 without either permission.
pub(crate) fn reach(tx: &mut dyn Transaction, actor: &Actor, permission: Permission) -> Result<Reach, AppError> {
    if actor.can(permission) {
        return Ok(Reach::Office);
    }
    if !actor.can(Permission::SciencePublicationOwn) {
        return Err(AppError::Forbidden);
    }
    super::own_staff(tx, actor)?.map(Reach::Author).ok_or_else(|| AppError::rule(NotATeacher))
}

/// A publication the actor reaches, locked as asked: another institution's, or for an author one
/// they did not write, is "not found".
pub(crate) fn publication_in_reach(
    tx: &mut dyn Transaction,
    actor: &Actor,
    id: PublicationId,
    permission: Permission,
    lock: Lock,
) -> Result<(Publication, Reach), AppError> {
    let reach = reach(tx, actor, permission).map_err(|e| if matches!(e, AppError::Rule(_)) { AppError::NotFound } else { e })?;
    let publication = tx.science().publication(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [publication.institution_id].iter())?;
    match reach {
        Reach::Author(staff) if !publication.is_author(staff) => Err(AppError::NotFound),
        _ => Ok((publication, reach)),
    }
}

/// Whether the actor acts as the office, whose changes keep a verified publication verified.
pub(crate) fn by_office(actor: &Actor) -> bool {
    actor.can(Permission::ScienceVerify)
}

/// The authors to store: the staff among them work in the institution, an author entering their
/// own publication is among them, and confirmations are carried over (`before`) or given by saving.
pub(crate) fn authors_to_store(
    tx: &mut dyn Transaction,
    institution: InstitutionId,
    authors: &Authors,
    before: &[Author],
    reach: Reach,
    saved_by: Option<StaffId>,
) -> Result<Vec<StoredAuthor>, AppError> {
    let named: Vec<_> = authors
        .list()
        .iter()
        .enumerate()
        .filter_map(|(i, a)| a.contributor.staff().map(|id| (format!("authors.{i}.staff_id"), id)))
        .collect();
    super::staff_of(tx, institution, &named, ScienceInvalid::NotOnTheStaff)?;
    if let Reach::Author(own) = reach {
        if !authors.staff().any(|s| s == own) {
            return Err(AppError::rule(ScienceRule::NotAmongAuthors));
        }
    }
    let confirmations = authors.confirmations(before, saved_by);
    Ok(authors.list().iter().cloned().zip(confirmations).collect())
}

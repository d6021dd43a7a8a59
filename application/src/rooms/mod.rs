//! Managing the rooms of an institution's buildings.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::actor::Actor;
use domain::ids::RoomId;
use domain::room::{Room, RoomDraft, RoomForm};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// Checks a room form against its building, locked so that its floors cannot change meanwhile:
/// the building must be the actor's to see, and the room must stand on one of its floors.
fn checked_draft(tx: &mut dyn Transaction, actor: &Actor, form: &RoomForm) -> Result<RoomDraft, AppError> {
    let draft = RoomDraft::parse(form)?;
    let unknown = || AppError::from(ValidationErrors::single("building_id", Invalid::UnknownValue));
    let building = tx.buildings().find(draft.building_id, Lock::ForUpdate)?.ok_or_else(unknown)?;
    require_in_scope(actor, [building.institution_id].iter()).map_err(|_| unknown())?;
    draft.fits_in(building.details.floors)?;
    Ok(draft)
}

/// A room the actor may change, locked for the change: another institution's is "not found".
fn room_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: RoomId) -> Result<Room, AppError> {
    let room = tx.rooms().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [room.institution_id].iter())?;
    Ok(room)
}

#[cfg(test)]
mod tests;

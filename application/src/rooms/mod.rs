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
use domain::room::{RoomDraft, RoomForm};

use crate::buildings::find_building_in_scope;
use crate::ports::BuildingQueries;
use crate::AppError;

/// Checks a room form against its building: the building must be the actor's to see, and the
/// room must stand on one of its floors.
fn checked_draft(buildings: &dyn BuildingQueries, actor: &Actor, form: &RoomForm) -> Result<RoomDraft, AppError> {
    let draft = RoomDraft::parse(form)?;
    let building = match find_building_in_scope(buildings, actor, draft.building_id) {
        Err(AppError::NotFound) => {
            return Err(domain::validation::ValidationErrors::single("building_id", domain::validation::Invalid::UnknownValue).into())
        }
        other => other?,
    };
    draft.fits_in(building.details.floors)?;
    Ok(draft)
}

#[cfg(test)]
mod tests;

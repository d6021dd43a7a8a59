//! Managing an institution's buildings.

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
use domain::building::Building;
use domain::ids::BuildingId;

use crate::access::require_in_scope;
use crate::ports::{Lock, Transaction};
use crate::AppError;

/// A building the actor may change, locked for the change: another institution's is "not found".
fn building_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: BuildingId) -> Result<Building, AppError> {
    let building = tx.buildings().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [building.institution_id].iter())?;
    Ok(building)
}

#[cfg(test)]
mod tests;

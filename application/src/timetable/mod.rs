//! Timetables drawn up by the solver: a run is started for an institution and some dates, searches
//! on a thread of its own while its progress is kept in the database (so that any server answers
//! about it and any server can stop it), and leaves a draft apart from the published schedule. The
//! scheduler moves draft lessons under the schedule's rules and publishes the draft in one
//! transaction. Around it: the weights of the soft rules and the periods teachers cannot teach.

mod assemble;
mod draft;
mod execute;
#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures;
mod publish;
mod runs;
mod settings;
#[cfg(test)]
mod tests;
mod unavailability;

pub use assemble::*;
pub use draft::*;
pub use execute::*;
pub use publish::*;
pub use runs::*;
pub use settings::*;
pub use unavailability::*;

use domain::actor::Actor;
use domain::timetable::RunId;

use crate::access::require_in_scope;
use crate::ports::{Lock, TimetableRun, Transaction};
use crate::AppError;

/// A run the actor may see, or `NotFound`.
pub(crate) fn run_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: RunId, lock: Lock) -> Result<TimetableRun, AppError> {
    let run = tx.timetable().run(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&run.institution_id))?;
    Ok(run)
}

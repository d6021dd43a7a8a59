//! The numbered periods of an institution's day.

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
use domain::class_hour::{ClassHour, ClassHourDraft};
use domain::ids::{ClassHourId, InstitutionId};

use crate::access::require_in_scope;
use crate::ports::{ClassHourQueries, Lock, Transaction};
use crate::AppError;

fn find_in_scope(hours: &dyn ClassHourQueries, actor: &Actor, id: ClassHourId) -> Result<ClassHour, AppError> {
    let hour = hours.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [hour.institution_id].iter())?;
    Ok(hour)
}

/// A period the actor may change, locked for the change: another institution's is "not found".
fn hour_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: ClassHourId) -> Result<ClassHour, AppError> {
    let hour = tx.class_hours().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [hour.institution_id].iter())?;
    Ok(hour)
}

/// The institution's periods but `except`, for the overlap and number checks.
fn other_periods(
    tx: &mut dyn Transaction,
    institution: InstitutionId,
    except: Option<ClassHourId>,
) -> Result<Vec<ClassHourDraft>, AppError> {
    let hours = tx.class_hours().of_institution(institution)?;
    Ok(hours.into_iter().filter(|h| Some(h.id) != except).map(|h| h.details).collect())
}

#[cfg(test)]
mod tests;

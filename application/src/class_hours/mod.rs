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
use domain::class_hour::ClassHour;
use domain::ids::ClassHourId;

use crate::access::require_in_scope;
use crate::ports::ClassHourRepository;
use crate::AppError;

fn find_in_scope(hours: &dyn ClassHourRepository, actor: &Actor, id: ClassHourId) -> Result<ClassHour, AppError> {
    let hour = hours.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [hour.institution_id].iter())?;
    Ok(hour)
}

#[cfg(test)]
mod tests;

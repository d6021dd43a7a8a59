//! Reports for the ministry and the institutions, and the dashboard's figures: students, groups,
//! teachers and curricula counted by the dimensions a person compares, and what teachers did.

mod by_direction;
mod by_institution;
mod students;
mod summary;
mod teachers;
#[cfg(test)]
mod tests;

pub use by_direction::*;
pub use by_institution::*;
pub use students::*;
pub use summary::*;
pub use teachers::*;

use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;

use crate::AppError;

/// The institution a report of `actor` covers: a ministry reader's filter (None: the whole
/// country), an institution reader's own. Another institution is not found; a reader of neither
/// level is refused.
pub(crate) fn covered(actor: &Actor, requested: Option<InstitutionId>) -> Result<Option<InstitutionId>, AppError> {
    match domain::report::readable(actor).ok_or(AppError::Forbidden)? {
        Scope::Everywhere => Ok(requested),
        Scope::Institution(own) if requested.is_none_or(|id| id == own) => Ok(Some(own)),
        Scope::Institution(_) => Err(AppError::NotFound),
        Scope::Nowhere => Err(AppError::Forbidden),
    }
}

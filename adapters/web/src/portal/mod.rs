//! The students' and parents' portal (`/me/…`), and the staff's calls that issue its accounts and
//! link parents to students.

mod account;
mod attendance;
mod documents;
mod finance;
mod me;
mod notifications;
mod parents;
mod results;
mod schedule;

pub use account::*;
pub use attendance::*;
pub use documents::*;
pub use finance::*;
pub use me::*;
pub use notifications::*;
pub use parents::*;
pub use results::*;
pub use schedule::*;

use application::AppError;
use domain::ids::StudentId;
use domain::language::Language;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::error::ApiError;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WhoseParams {
    /// One of the records `/me/` lists (a parent's child); default the person's own, else the
    /// first child. Any other student is 404.
    pub student_id: Option<i64>,
}

/// The record a portal call asks about; an id that cannot be any student's is refused under
/// `student_id` (an unlinked one is "not found" by the call).
pub(crate) fn asked(id: Option<i64>, language: Language) -> Result<Option<StudentId>, ApiError> {
    id.map(|id| {
        StudentId::new(id).map_err(|invalid| ApiError::new(AppError::from(ValidationErrors::single("student_id", invalid)), language))
    })
    .transpose()
}

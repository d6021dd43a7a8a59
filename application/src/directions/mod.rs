//! The national classifier of directions of study.

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

use domain::actor::{Actor, Scope};
use domain::permission::Permission;

use crate::access::require;
use crate::AppError;

/// The classifier is the ministry's: only ministry-level roles change it.
fn require_ministry(actor: &Actor, permission: Permission) -> Result<(), AppError> {
    require(actor, permission)?;
    if actor.scope() == Scope::Everywhere {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

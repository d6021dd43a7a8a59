//! Managing roles and reading the permission catalogue.

mod create;
mod delete;
mod get;
mod list;
mod permissions;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use permissions::*;
pub use update::*;

use domain::actor::Actor;
use domain::role::{may_grant, Role, RoleRule};

use crate::AppError;

/// An actor may create, change or delete only roles it could grant.
fn require_grantable(actor: &Actor, role: &Role) -> Result<(), AppError> {
    if may_grant(&actor.permissions, actor.role_level, role) {
        Ok(())
    } else {
        Err(AppError::rule(RoleRule::NotGrantable { role: role.name.clone() }))
    }
}

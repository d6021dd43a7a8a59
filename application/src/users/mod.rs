//! Managing user accounts.

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

use std::collections::BTreeSet;

use domain::ids::{InstitutionId, RoleId};
use domain::role::Role;
use domain::validation::{Invalid, ValidationErrors};

use domain::actor::Actor;
use domain::ids::UserId;

use crate::access::require_in_scope;
use crate::ports::{InstitutionRepository, Lock, RoleRepository, Transaction, UserRecord};
use crate::AppError;

/// Loads the roles a form names; an id that names no role is a refused field.
fn load_roles(roles: &mut dyn RoleRepository, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError> {
    let found = roles.find_many(ids)?;
    if found.len() != ids.len() {
        return Err(ValidationErrors::single("roles", Invalid::UnknownValue).into());
    }
    Ok(found)
}

/// Checks that every institution a form names exists.
fn check_institutions(institutions: &mut dyn InstitutionRepository, ids: &BTreeSet<InstitutionId>) -> Result<(), AppError> {
    if ids.is_empty() {
        return Ok(());
    }
    if institutions.find_many(ids)?.len() != ids.len() {
        return Err(ValidationErrors::single("institution_ids", Invalid::UnknownValue).into());
    }
    Ok(())
}

/// A user the actor may see, loaded locked in the change's transaction: another institution's user
/// is "not found".
fn find_locked_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: UserId) -> Result<UserRecord, AppError> {
    let user = tx.users().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, user.institutions.iter().map(|i| &i.id))?;
    Ok(user)
}

#[cfg(test)]
mod tests;

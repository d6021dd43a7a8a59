use domain::actor::Actor;
use domain::ids::UserId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{UserQueries, UserRecord};
use crate::AppError;

pub struct GetUser<'a> {
    pub users: &'a dyn UserQueries,
}

impl GetUser<'_> {
    pub fn execute(&self, actor: &Actor, id: UserId) -> Result<UserRecord, AppError> {
        require(actor, Permission::UserView)?;
        find_in_scope(self.users, actor, id)
    }
}

/// A user the actor may see: another institution's user is "not found".
pub(crate) fn find_in_scope(users: &dyn UserQueries, actor: &Actor, id: UserId) -> Result<UserRecord, AppError> {
    let user = users.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, user.institutions.iter().map(|i| &i.id))?;
    Ok(user)
}

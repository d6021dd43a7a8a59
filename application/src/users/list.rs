use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{UserQueries, UserQuery, UserRecord};
use crate::AppError;

pub struct ListUsers<'a> {
    pub users: &'a dyn UserQueries,
}

impl ListUsers<'_> {
    /// The query's scope is replaced by the actor's, so nobody lists beyond their institution.
    pub fn execute(&self, actor: &Actor, query: UserQuery) -> Result<Page<UserRecord>, AppError> {
        require(actor, Permission::UserView)?;
        self.users.list(&UserQuery { scope: actor.scope(), ..query })
    }
}

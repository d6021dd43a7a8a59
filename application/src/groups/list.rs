use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{GroupQueries, GroupQuery, GroupView};
use crate::AppError;

pub struct ListGroups<'a> {
    pub groups: &'a dyn GroupQueries,
}

impl ListGroups<'_> {
    /// The groups in the actor's scope; `query.scope` is replaced by it.
    pub fn execute(&self, actor: &Actor, query: GroupQuery) -> Result<Page<GroupView>, AppError> {
        require(actor, Permission::EduGroupView)?;
        self.groups.list(&GroupQuery { scope: actor.scope(), ..query })
    }
}

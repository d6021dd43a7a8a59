use domain::actor::Actor;
use domain::ids::GroupId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{GroupQueries, GroupView};
use crate::AppError;

pub struct GetGroup<'a> {
    pub groups: &'a dyn GroupQueries,
}

impl GetGroup<'_> {
    pub fn execute(&self, actor: &Actor, id: GroupId) -> Result<GroupView, AppError> {
        require(actor, Permission::EduGroupView)?;
        let found = self.groups.find(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&found.group.institution_id))?;
        Ok(found)
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::staff::StaffMember;

use crate::access::require;
use crate::ports::{StaffQueries, StaffQuery};
use crate::AppError;

pub struct ListStaff<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl ListStaff<'_> {
    pub fn execute(&self, actor: &Actor, query: StaffQuery) -> Result<Page<StaffMember>, AppError> {
        require(actor, Permission::StaffView)?;
        self.staff.list(&StaffQuery { scope: actor.scope(), ..query })
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::staff::StaffMember;

use crate::access::require;
use crate::ports::{StaffQueries, StaffQuery};
use crate::AppError;

pub struct ListTeachers<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl ListTeachers<'_> {
    /// Staff holding at least one teaching position.
    pub fn execute(&self, actor: &Actor, query: StaffQuery) -> Result<Page<StaffMember>, AppError> {
        require(actor, Permission::StaffViewTeacher)?;
        self.staff.list(&StaffQuery { scope: actor.scope(), teachers_only: true, ..query })
    }
}

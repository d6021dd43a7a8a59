use domain::actor::Actor;
use domain::ids::StaffId;
use domain::permission::Permission;
use domain::staff::StaffMember;

use crate::access::{require, require_in_scope};
use crate::ports::StaffQueries;
use crate::AppError;

pub struct GetStaff<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl GetStaff<'_> {
    pub fn execute(&self, actor: &Actor, id: StaffId) -> Result<StaffMember, AppError> {
        require(actor, Permission::StaffView)?;
        find_staff_in_scope(self.staff, actor, id)
    }
}

/// A staff member the actor may see: another institution's is "not found".
pub(crate) fn find_staff_in_scope(staff: &dyn StaffQueries, actor: &Actor, id: StaffId) -> Result<StaffMember, AppError> {
    let member = staff.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [member.institution_id].iter())?;
    Ok(member)
}

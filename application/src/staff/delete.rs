use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StaffId;
use domain::permission::Permission;

use super::get::find_staff_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, StaffRepository};
use crate::AppError;

pub struct DeleteStaff<'a> {
    pub staff: &'a dyn StaffRepository,
}

impl DeleteStaff<'_> {
    pub fn execute(&self, actor: &Actor, id: StaffId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::StaffDelete)?;
        find_staff_in_scope(self.staff, actor, id)?;
        self.staff.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

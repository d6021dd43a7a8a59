use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StaffId;
use domain::permission::Permission;
use domain::staff::{StaffDraft, StaffForm, StaffMember};
use domain::version::Version;

use super::check_against_catalogue;
use super::get::find_staff_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, RequestMeta, StaffRepository};
use crate::AppError;

pub struct UpdateStaff<'a> {
    pub staff: &'a dyn StaffRepository,
}

impl UpdateStaff<'_> {
    /// A staff member stays in their institution; the person's details change for every
    /// institution that employs them.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StaffId,
        form: StaffForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<StaffMember, AppError> {
        require(actor, Permission::StaffEdit)?;
        find_staff_in_scope(self.staff, actor, id)?;
        let draft = StaffDraft::parse(&form)?;
        check_against_catalogue(self.staff, &draft)?;
        self.staff.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::staff::{StaffDraft, StaffForm, StaffMember};

use super::check_against_catalogue;
use crate::access::{owner, require};
use crate::ports::{AuditContext, RequestMeta, StaffRepository};
use crate::AppError;

pub struct CreateStaff<'a> {
    pub staff: &'a dyn StaffRepository,
}

impl CreateStaff<'_> {
    /// A person already known by PINFL is employed again, never entered twice.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: StaffForm,
        request: &RequestMeta,
    ) -> Result<StaffMember, AppError> {
        require(actor, Permission::StaffAdd)?;
        let institution = owner(actor, institution)?;
        let draft = StaffDraft::parse(&form)?;
        check_against_catalogue(self.staff, &draft)?;
        self.staff.create(institution, &draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::staff::{StaffDraft, StaffForm, StaffMember};

use super::check_against_catalogue;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateStaff<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        in_transaction(self.unit, |tx| {
            check_against_catalogue(tx, &draft)?;
            let citizen = tx.citizens().find_or_create(&draft.citizen)?;
            let member = tx.staff().insert(institution, citizen, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&member))?;
            Ok(member)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StaffId;
use domain::permission::Permission;
use domain::staff::{StaffDraft, StaffForm, StaffMember};
use domain::version::Version;

use super::{check_against_catalogue, staff_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateStaff<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        in_transaction(self.unit, |tx| {
            let before = staff_in_scope(tx, actor, id)?;
            let draft = StaffDraft::parse(&form)?;
            check_against_catalogue(tx, &draft)?;
            check_version(before.version, Some(version))?;
            tx.citizens().correct(before.citizen.id, &draft.citizen)?;
            let after = tx.staff().save(id, &draft, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

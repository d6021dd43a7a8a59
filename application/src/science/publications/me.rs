use domain::actor::Actor;
use domain::ids::StaffId;
use domain::permission::Permission;
use domain::schedule::NotATeacher;

use crate::access::require;
use crate::ports::{in_transaction, UnitOfWork};
use crate::AppError;

pub struct OwnStaffRecord<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl OwnStaffRecord<'_> {
    /// Who the signed-in user is on the current institution's staff, so that their own
    /// publication's form starts with them as its author; 422 `not_a_teacher` when on no staff.
    pub fn execute(&self, actor: &Actor) -> Result<(StaffId, String), AppError> {
        require(actor, Permission::SciencePublicationOwn)?;
        in_transaction(self.unit, |tx| {
            let staff = super::super::own_staff(tx, actor)?.ok_or_else(|| AppError::rule(NotATeacher))?;
            let institution = actor.institution_id.ok_or_else(|| AppError::rule(NotATeacher))?;
            let names = tx.science().staff_names(institution, &[staff])?;
            // The staff member was just found on the institution's living staff, so has a name.
            let name =
                names.into_iter().next().map(|(_, name)| name).ok_or_else(|| AppError::internal("an own staff member has no name"))?;
            Ok((staff, name))
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourForm};
use domain::permission::Permission;

use super::other_periods;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateClassHour<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateClassHour<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: ClassHourForm,
        request: &RequestMeta,
    ) -> Result<ClassHour, AppError> {
        require(actor, Permission::ClassHourAdd)?;
        let institution = owner(actor, institution)?;
        let draft = ClassHourDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            draft.check_against(&other_periods(tx, institution, None)?).map_err(AppError::conflict)?;
            let hour = tx.class_hours().insert(institution, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&hour))?;
            Ok(hour)
        })
    }
}

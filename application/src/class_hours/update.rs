use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourForm};
use domain::ids::ClassHourId;
use domain::permission::Permission;
use domain::version::Version;

use super::{hour_in_scope, other_periods};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateClassHour<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateClassHour<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: ClassHourId,
        form: ClassHourForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<ClassHour, AppError> {
        require(actor, Permission::ClassHourEdit)?;
        in_transaction(self.unit, |tx| {
            let before = hour_in_scope(tx, actor, id)?;
            let draft = ClassHourDraft::parse(&form)?;
            draft.check_against(&other_periods(tx, before.institution_id, Some(id))?).map_err(AppError::conflict)?;
            check_version(before.version, Some(version))?;
            let after = tx.class_hours().save(id, &draft, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

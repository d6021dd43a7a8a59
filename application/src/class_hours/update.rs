use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourForm};
use domain::ids::ClassHourId;
use domain::permission::Permission;
use domain::version::Version;

use super::find_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, ClassHourRepository, RequestMeta};
use crate::AppError;

pub struct UpdateClassHour<'a> {
    pub class_hours: &'a dyn ClassHourRepository,
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
        let existing = find_in_scope(self.class_hours, actor, id)?;
        let draft = ClassHourDraft::parse(&form)?;
        let others: Vec<ClassHourDraft> =
            self.class_hours.of_institution(existing.institution_id)?.into_iter().filter(|h| h.id != id).map(|h| h.details).collect();
        draft.check_against(&others).map_err(AppError::conflict)?;
        self.class_hours.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

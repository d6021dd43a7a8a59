use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourForm};
use domain::permission::Permission;

use crate::access::{owner, require};
use crate::ports::{AuditContext, ClassHourRepository, RequestMeta};
use crate::AppError;

pub struct CreateClassHour<'a> {
    pub class_hours: &'a dyn ClassHourRepository,
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
        let others: Vec<ClassHourDraft> = self.class_hours.of_institution(institution)?.into_iter().map(|h| h.details).collect();
        draft.check_against(&others).map_err(AppError::conflict)?;
        self.class_hours.create(institution, &draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

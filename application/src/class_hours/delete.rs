use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ClassHourId;
use domain::permission::Permission;

use super::find_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, ClassHourRepository, RequestMeta};
use crate::AppError;

pub struct DeleteClassHour<'a> {
    pub class_hours: &'a dyn ClassHourRepository,
}

impl DeleteClassHour<'_> {
    pub fn execute(&self, actor: &Actor, id: ClassHourId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ClassHourDelete)?;
        find_in_scope(self.class_hours, actor, id)?;
        self.class_hours.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

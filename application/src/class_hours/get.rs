use domain::actor::Actor;
use domain::class_hour::ClassHour;
use domain::ids::ClassHourId;
use domain::permission::Permission;

use super::find_in_scope;
use crate::access::require;
use crate::ports::ClassHourQueries;
use crate::AppError;

pub struct GetClassHour<'a> {
    pub class_hours: &'a dyn ClassHourQueries,
}

impl GetClassHour<'_> {
    pub fn execute(&self, actor: &Actor, id: ClassHourId) -> Result<ClassHour, AppError> {
        require(actor, Permission::ClassHourView)?;
        find_in_scope(self.class_hours, actor, id)
    }
}

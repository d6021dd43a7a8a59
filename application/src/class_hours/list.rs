use domain::actor::Actor;
use domain::class_hour::ClassHour;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{ClassHourQueries, ClassHourQuery};
use crate::AppError;

pub struct ListClassHours<'a> {
    pub class_hours: &'a dyn ClassHourQueries,
}

impl ListClassHours<'_> {
    pub fn execute(&self, actor: &Actor, query: ClassHourQuery) -> Result<Page<ClassHour>, AppError> {
        require(actor, Permission::ClassHourView)?;
        self.class_hours.list(&ClassHourQuery { scope: actor.scope(), ..query })
    }
}

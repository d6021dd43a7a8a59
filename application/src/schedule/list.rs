use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{in_transaction, LessonQuery, LessonView, UnitOfWork};
use crate::AppError;

pub struct ListLessons<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListLessons<'_> {
    /// The weekly lessons in the actor's scope; `query.scope` is replaced by it.
    pub fn execute(&self, actor: &Actor, query: LessonQuery) -> Result<Page<LessonView>, AppError> {
        require(actor, Permission::EduGroupView)?;
        let query = LessonQuery { scope: actor.scope(), ..query };
        in_transaction(self.unit, |tx| tx.schedules().list(&query))
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{StudentQueries, StudentQuery, StudentView};
use crate::AppError;

pub struct ListStudents<'a> {
    pub students: &'a dyn StudentQueries,
}

impl ListStudents<'_> {
    /// The students in the actor's scope; `query.scope` is replaced by it.
    pub fn execute(&self, actor: &Actor, query: StudentQuery) -> Result<Page<StudentView>, AppError> {
        require(actor, Permission::StudentView)?;
        self.students.list(&StudentQuery { scope: actor.scope(), ..query })
    }
}

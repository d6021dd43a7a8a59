use domain::actor::Actor;
use domain::paging::Page;

use super::covered;
use crate::ports::{ReportQueries, TeacherActivity, TeacherActivityQuery};
use crate::AppError;

pub struct TeacherReport<'a> {
    pub reports: &'a dyn ReportQueries,
}

impl TeacherReport<'_> {
    /// A page of teachers with the lessons they held over the period, the topics they entered
    /// for them and their last sign-in; `query.scope` is replaced by the actor's.
    pub fn execute(&self, actor: &Actor, query: TeacherActivityQuery) -> Result<Page<TeacherActivity>, AppError> {
        let institution = covered(actor, query.institution)?;
        self.reports.teacher_activity(&TeacherActivityQuery { scope: actor.scope(), institution, ..query })
    }
}

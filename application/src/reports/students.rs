use domain::actor::Actor;

use super::covered;
use crate::ports::{ReportQueries, StudentBreakdown, TallyFilter};
use crate::AppError;

pub struct StudentReport<'a> {
    pub reports: &'a dyn ReportQueries,
}

impl StudentReport<'_> {
    /// The students under the filter by status, course, gender, form and direction.
    pub fn execute(&self, actor: &Actor, filter: TallyFilter) -> Result<StudentBreakdown, AppError> {
        let institution = covered(actor, filter.institution)?;
        self.reports.student_breakdown(&TallyFilter { institution, ..filter })
    }
}

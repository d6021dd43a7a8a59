use domain::actor::Actor;

use super::covered;
use domain::paging::Page;

use crate::ports::{DirectionFigures, ReportQueries, TallyFilter};
use crate::AppError;

pub struct DirectionReport<'a> {
    pub reports: &'a dyn ReportQueries,
}

impl DirectionReport<'_> {
    /// Students, groups and curricula per direction.
    pub fn execute(&self, actor: &Actor, filter: TallyFilter) -> Result<Page<DirectionFigures>, AppError> {
        let institution = covered(actor, filter.institution)?;
        self.reports.direction_figures(&TallyFilter { institution, ..filter })
    }
}

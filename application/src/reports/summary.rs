use domain::actor::Actor;

use super::covered;
use crate::ports::{ReportQueries, Summary};
use crate::AppError;

pub struct SummaryReport<'a> {
    pub reports: &'a dyn ReportQueries,
}

impl SummaryReport<'_> {
    /// The dashboard's figures: national for the ministry (with a row per region), the
    /// institution's own for an institution reader.
    pub fn execute(&self, actor: &Actor) -> Result<Summary, AppError> {
        let institution = covered(actor, None)?;
        self.reports.summary(institution)
    }
}

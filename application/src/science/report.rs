use chrono::Datelike;
use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::science::reading::{report_scope, report_year};
use domain::validation::ValidationErrors;

use crate::ports::{Clock, ScienceQueries, ScienceReport};
use crate::AppError;

pub struct ScienceReportOf<'a> {
    pub science: &'a dyn ScienceQueries,
    pub clock: &'a dyn Clock,
}

impl ScienceReportOf<'_> {
    /// The figures of a year (this year when none is named): the ministry's of every institution
    /// or of the one it names, an institution's of its own; another institution is not found.
    pub fn execute(&self, actor: &Actor, institution: Option<InstitutionId>, year: Option<i64>) -> Result<(i16, ScienceReport), AppError> {
        let this_year = domain::report::local_date(self.clock.now()).year();
        let year = report_year(year.unwrap_or(i64::from(this_year)), this_year).map_err(|e| ValidationErrors::single("year", e))?;
        let covered = match report_scope(actor).ok_or(AppError::Forbidden)? {
            Scope::Everywhere => institution,
            Scope::Institution(own) if institution.is_none_or(|id| id == own) => Some(own),
            Scope::Institution(_) => return Err(AppError::NotFound),
            Scope::Nowhere => return Err(AppError::Forbidden),
        };
        Ok((year, self.science.report(covered, year)?))
    }
}

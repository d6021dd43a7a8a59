use chrono::Datelike;
use domain::actor::{Actor, Scope};
use domain::finance::parse_academic_year;
use domain::ids::InstitutionId;
use domain::permission::Permission;
use domain::validation::ValidationErrors;

use crate::access::require_any;
use crate::ports::{Clock, FinanceQueries, FinanceReport};
use crate::AppError;

/// Who reads the finance report: the ministry and an institution's readers of reports, and those who read contracts.
pub const REPORT_READERS: [Permission; 3] = [Permission::InstitutionView, Permission::CurriculumView, Permission::ContractView];

pub struct FinanceReportOf<'a> {
    pub finance: &'a dyn FinanceQueries,
    pub clock: &'a dyn Clock,
}

impl FinanceReportOf<'_> {
    /// An academic year's figures (the running one when none is named): the ministry's of every
    /// institution or of the one it names, an institution's of its own; another is not found.
    pub fn execute(&self, actor: &Actor, institution: Option<InstitutionId>, year: Option<i64>) -> Result<(i32, FinanceReport), AppError> {
        require_any(actor, &REPORT_READERS)?;
        let today = domain::report::local_date(self.clock.now());
        let running = if today.month() >= 9 { today.year() } else { today.year() - 1 };
        let year = parse_academic_year(year.unwrap_or(i64::from(running))).map_err(|e| ValidationErrors::single("academic_year", e))?;
        let covered = match actor.scope() {
            Scope::Everywhere => institution,
            Scope::Institution(own) if institution.is_none_or(|id| id == own) => Some(own),
            Scope::Institution(_) => return Err(AppError::NotFound),
            Scope::Nowhere => return Err(AppError::Forbidden),
        };
        Ok((year, self.finance.report(covered, year)?))
    }
}

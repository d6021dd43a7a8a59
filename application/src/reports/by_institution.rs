use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::paging::{Page, PageRequest};

use super::covered;
use crate::ports::{InstitutionFigures, ReportQueries};
use crate::AppError;

pub struct InstitutionReport<'a> {
    pub reports: &'a dyn ReportQueries,
}

impl InstitutionReport<'_> {
    /// Each institution's students, groups, teachers and curricula; an institution reader sees
    /// its own row only.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<InstitutionId>,
        region: Option<String>,
        page: PageRequest,
    ) -> Result<Page<InstitutionFigures>, AppError> {
        let scope = match covered(actor, institution)? {
            Some(one) => Scope::Institution(one),
            None => Scope::Everywhere,
        };
        self.reports.institution_figures(scope, region, page)
    }
}

use domain::actor::{Actor, Scope};
use domain::ids::{GroupId, InstitutionId};
use domain::journal::ThresholdLevel;
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use crate::access::{require, require_in_scope};
use crate::ports::{in_transaction, ThresholdQuery, ThresholdRow, UnitOfWork};
use crate::AppError;

pub struct ListThresholds<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListThresholds<'_> {
    /// The students whose unexcused absences in their group's current semester reach the
    /// institution's threshold, most hours first. A ministry role names the institution, whose
    /// thresholds apply.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<InstitutionId>,
        group: Option<GroupId>,
        level: Option<ThresholdLevel>,
        page: PageRequest,
    ) -> Result<Page<ThresholdRow>, AppError> {
        require(actor, Permission::JournalView)?;
        let institution = match (actor.scope(), institution) {
            (Scope::Institution(own), None) => own,
            (_, Some(asked)) => asked,
            (Scope::Everywhere, None) => return Err(ValidationErrors::single("institution_id", Invalid::Required).into()),
            (Scope::Nowhere, None) => return Ok(Page::exact(Vec::new(), 0)),
        };
        require_in_scope(actor, std::iter::once(&institution))?;
        in_transaction(self.unit, |tx| {
            let (settings, _) = tx.journal().settings(institution)?;
            let query = ThresholdQuery {
                scope: actor.scope(),
                institution: Some(institution),
                group,
                level: level.unwrap_or(ThresholdLevel::Warning),
                page,
            };
            tx.journal().thresholds(&query, &settings)
        })
    }
}

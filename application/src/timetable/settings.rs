use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::InstitutionId;
use domain::permission::Permission;
use domain::timetable::{InstitutionWeights, TimetableWeights};
use domain::version::Version;

use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

/// The weights of the soft rules as a form sends them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WeightsForm {
    pub institution_id: Option<i64>,
    pub compactness: i64,
    pub min_working_days: i64,
    pub room_stability: i64,
    pub preferred_periods: i64,
    pub version: Option<Version>,
}

pub struct GetTimetableSettings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetTimetableSettings<'_> {
    /// The institution's weights (the defaults until someone saves them).
    pub fn execute(&self, actor: &Actor, institution_id: Option<i64>) -> Result<(InstitutionId, TimetableWeights, Version), AppError> {
        require(actor, Permission::EduGroupView)?;
        let institution = owner(actor, institution_id)?;
        in_transaction(self.unit, |tx| {
            let (weights, version) = tx.timetable().weights(institution)?;
            Ok((institution, weights, version))
        })
    }
}

pub struct SaveTimetableSettings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveTimetableSettings<'_> {
    /// Replaces the weights read at `version` (409 `stale_version` when someone saved since).
    pub fn execute(
        &self,
        actor: &Actor,
        form: WeightsForm,
        request: &RequestMeta,
    ) -> Result<(InstitutionId, TimetableWeights, Version), AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let institution = owner(actor, form.institution_id)?;
        let weights = TimetableWeights::new(form.compactness, form.min_working_days, form.room_stability, form.preferred_periods)?;
        let version =
            form.version.ok_or_else(|| domain::validation::ValidationErrors::single("version", domain::validation::Invalid::Required))?;
        in_transaction(self.unit, |tx| {
            let (before, _) = tx.timetable().weights(institution)?;
            let saved = tx.timetable().save_weights(institution, weights, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request);
            let (before, after) = (InstitutionWeights { institution, weights: before }, InstitutionWeights { institution, weights });
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok((institution, weights, saved))
        })
    }
}

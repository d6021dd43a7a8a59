use domain::actor::Actor;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{RequestMeta, UnitOfWork};
use crate::AppError;

pub struct ApproveCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ApproveCurriculum<'_> {
    /// NEW → APPROVED, only with a complete distribution: every semester dated, every subject's
    /// hours spread in full, vocational subjects and exams given.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumApprove)?;
        transition(self.unit, actor, id, CurriculumAction::Approve, version, request, |_, current| {
            current.plan.check_complete(&current.subject_names()).map_err(AppError::rule)
        })
    }
}

use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumPlan, CurriculumWithPlan, PlanContext, PlanForm};
use domain::ids::{CurriculumId, EduSubjectId};
use domain::permission::Permission;
use domain::version::Version;

use super::find_curriculum_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, CurriculumCatalogue, CurriculumRepository, RequestMeta};
use crate::AppError;

pub struct SeparateCurriculumToSemesters<'a> {
    pub curricula: &'a dyn CurriculumRepository,
    pub catalogue: &'a dyn CurriculumCatalogue,
}

impl SeparateCurriculumToSemesters<'_> {
    /// Replaces the whole distribution of a NEW curriculum; when any rule fails nothing is saved.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        form: PlanForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumSplitToSemesters)?;
        let current = find_curriculum_in_scope(self.curricula, actor, id)?;
        current.curriculum.check(CurriculumAction::Distribute).map_err(AppError::conflict)?;
        let submitted: BTreeSet<EduSubjectId> = form.subjects.iter().filter_map(|row| EduSubjectId::new(row.edu_subject_id).ok()).collect();
        let known_subjects = if submitted.is_empty() { BTreeSet::new() } else { self.catalogue.existing_subjects(&submitted)? };
        let rated = self.curricula.rated(id)?;
        let context = PlanContext {
            semesters: current.curriculum.details.number_of_semesters,
            before: &current.plan.distribution,
            rated: &rated,
            known_subjects: &known_subjects,
        };
        let plan = CurriculumPlan::parse(&form, context)?;
        self.curricula.save_plan(id, &plan, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

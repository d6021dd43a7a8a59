use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumPlan, CurriculumWithPlan, PlanContext, PlanForm};
use domain::ids::{CurriculumId, EduSubjectId};
use domain::permission::Permission;
use domain::version::Version;

use super::curriculum_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct SeparateCurriculumToSemesters<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let submitted: BTreeSet<EduSubjectId> = form.subjects.iter().filter_map(|row| EduSubjectId::new(row.edu_subject_id).ok()).collect();
        in_transaction(self.unit, |tx| {
            let current = curriculum_in_scope(tx, actor, id)?;
            current.curriculum.check(CurriculumAction::Distribute).map_err(AppError::conflict)?;
            let known_subjects =
                if submitted.is_empty() { BTreeSet::new() } else { tx.curriculum_catalogue().existing_subjects(&submitted)? };
            let rated = tx.curricula().rated(id)?;
            let context = PlanContext {
                semesters: current.curriculum.details.number_of_semesters,
                before: &current.plan.distribution,
                rated: &rated,
                known_subjects: &known_subjects,
            };
            let plan = CurriculumPlan::parse(&form, context)?;
            check_version(current.curriculum.version, Some(version))?;
            let after = tx.curricula().save(id, &current.curriculum.details, &plan, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.curriculum.institution_id);
            record_change(tx, &context, Some(&current), Some(&after))?;
            Ok(after)
        })
    }
}

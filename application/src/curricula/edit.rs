use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumDraft, CurriculumForm, CurriculumInvalid, CurriculumPlan, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{curriculum_in_scope, settle};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct EditCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl EditCurriculum<'_> {
    /// Only a NEW curriculum is edited. Another model curriculum brings its subjects afresh (an
    /// empty distribution; dates, vocational subjects and exams stay);
    /// another number of semesters drops or adds semesters at the end. Either is refused when it
    /// would remove a subject that has ratings.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        form: CurriculumForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumEdit)?;
        in_transaction(self.unit, |tx| {
            let current = curriculum_in_scope(tx, actor, id)?;
            current.curriculum.check(CurriculumAction::Edit).map_err(AppError::conflict)?;
            let draft = CurriculumDraft::parse(&form)?;
            let (details, template) = settle(tx.curriculum_catalogue(), current.curriculum.institution_id, draft)?;
            let before = &current.plan;
            let plan = if details.curriculum_template_id != current.curriculum.details.curriculum_template_id {
                let template = template.ok_or_else(|| ValidationErrors::single("curriculum_template_id", Invalid::UnknownValue))?;
                let fresh = CurriculumPlan::fresh(template.subjects, details.number_of_semesters)
                    .map_err(|invalid| ValidationErrors::single("curriculum_template_id", Invalid::Curriculum(invalid)))?;
                // The dates, vocational subjects and exams do not depend on the model curriculum.
                let mut dates = before.dates.clone();
                dates.resize(usize::from(details.number_of_semesters), Default::default());
                CurriculumPlan { dates, vocational: before.vocational.clone(), exams: before.exams.clone(), ..fresh }
            } else {
                let mut plan = before.clone();
                plan.distribution
                    .resize(details.number_of_semesters)
                    .map_err(|invalid| ValidationErrors::single("number_of_semesters", Invalid::Curriculum(invalid)))?;
                plan.dates.resize(usize::from(details.number_of_semesters), Default::default());
                plan
            };
            let rated = tx.curricula().rated(id)?;
            let listed: Vec<_> = plan.distribution.subjects().iter().map(|s| s.subject).collect();
            let dropped_subject = before
                .distribution
                .subjects()
                .iter()
                .any(|s| !listed.contains(&s.subject) && rated.iter().any(|(subject, _)| *subject == s.subject));
            let kept = plan.distribution.placements();
            let dropped_row =
                before.distribution.placements().into_iter().any(|placement| !kept.contains(&placement) && rated.contains(&placement));
            if dropped_subject || dropped_row {
                let field = if dropped_subject { "curriculum_template_id" } else { "number_of_semesters" };
                return Err(ValidationErrors::single(field, Invalid::Curriculum(CurriculumInvalid::Rated)).into());
            }
            check_version(current.curriculum.version, Some(version))?;
            let after = tx.curricula().save(id, &details, &plan, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.curriculum.institution_id);
            record_change(tx, &context, Some(&current), Some(&after))?;
            Ok(after)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumDraft, CurriculumForm, CurriculumPlan, CurriculumWithPlan};
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use super::settle;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateCurriculum<'_> {
    /// A new curriculum starts NEW with the model curriculum's subjects and hours, spread over
    /// no semester yet.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: CurriculumForm,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumAdd)?;
        let institution = owner(actor, institution)?;
        let draft = CurriculumDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let (details, template) = settle(tx.curriculum_catalogue(), institution, draft)?;
            let template = template.ok_or_else(|| ValidationErrors::single("curriculum_template_id", Invalid::UnknownValue))?;
            let plan = CurriculumPlan::fresh(template.subjects, details.number_of_semesters)
                .map_err(|invalid| ValidationErrors::single("curriculum_template_id", Invalid::Curriculum(invalid)))?;
            let created = tx.curricula().insert(institution, &details, &plan)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&created))?;
            Ok(created)
        })
    }
}

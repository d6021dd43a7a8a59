use std::collections::BTreeMap;

use domain::actor::Actor;
use domain::assessment::{AssessmentPlan, PlanForm};
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::curriculum::{CurriculumAction, CurriculumStatus, RatingType};
use domain::ids::{CurriculumId, EduSubjectId};
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::access::{require, require_in_scope};
use crate::ports::{in_transaction, AuditContext, Lock, PlannedSubject, RequestMeta, UnitOfWork};
use crate::AppError;

/// A curriculum's assessment plans, semester by semester.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumAssessment {
    pub curriculum: CurriculumId,
    pub rating_type: RatingType,
    pub status: CurriculumStatus,
    /// Plans change as the distribution does: while the curriculum is NEW.
    pub editable: bool,
    pub version: Version,
    pub subjects: Vec<PlannedSubject>,
}

pub struct GetCurriculumAssessment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetCurriculumAssessment<'_> {
    pub fn execute(&self, actor: &Actor, id: CurriculumId) -> Result<CurriculumAssessment, AppError> {
        require(actor, Permission::CurriculumView)?;
        in_transaction(self.unit, |tx| {
            let found = tx.curricula().find(id, Lock::None)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, std::iter::once(&found.curriculum.institution_id))?;
            let subjects = tx.assessment().plans(id)?;
            Ok(CurriculumAssessment {
                curriculum: id,
                rating_type: found.curriculum.details.rating_type,
                status: found.curriculum.status,
                editable: found.curriculum.check(CurriculumAction::Distribute).is_ok(),
                version: found.curriculum.version,
                subjects,
            })
        })
    }
}

/// One subject's plan as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectPlanForm {
    pub semester_number: i64,
    pub edu_subject_id: i64,
    pub plan: PlanForm,
}

pub struct SaveCurriculumAssessment<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveCurriculumAssessment<'_> {
    /// Writes the plans of the named semester subjects (the others stay), each checked against its
    /// scale, under the curriculum's `version`; only while the distribution may change (a NEW
    /// curriculum). One audit record names every plan that changed.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        forms: &[SubjectPlanForm],
        version: Version,
        request: &RequestMeta,
    ) -> Result<CurriculumAssessment, AppError> {
        require(actor, Permission::CurriculumEdit)?;
        let mut errors = ValidationErrors::new();
        let mut parsed = Vec::new();
        for (index, form) in forms.iter().enumerate() {
            let subject = errors.check(&format!("plans.{index}.edu_subject_id"), EduSubjectId::new(form.edu_subject_id));
            match AssessmentPlan::parse(&form.plan) {
                Ok(plan) => {
                    if let Some(subject) = subject {
                        parsed.push((index, form.semester_number, subject, plan));
                    }
                }
                Err(refused) => errors.merge(&format!("plans.{index}"), refused),
            }
        }
        errors.into_result()?;
        in_transaction(self.unit, |tx| {
            let found = tx.curricula().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, std::iter::once(&found.curriculum.institution_id))?;
            found.curriculum.check(CurriculumAction::Distribute).map_err(AppError::conflict)?;
            if found.curriculum.version != version {
                return Err(AppError::StaleVersion);
            }
            let stored: BTreeMap<(i32, EduSubjectId), AssessmentPlan> =
                tx.assessment().plans(id)?.into_iter().map(|p| ((p.semester, p.subject), p.plan)).collect();
            let mut errors = ValidationErrors::new();
            let mut seen = std::collections::BTreeSet::new();
            let mut changed = Vec::new();
            for (index, semester, subject, plan) in &parsed {
                let Ok(semester) = i32::try_from(*semester) else {
                    // A semester number beyond i32 is in no curriculum.
                    errors.add(format!("plans.{index}.edu_subject_id"), Invalid::NotInSemester);
                    continue;
                };
                let key = (semester, *subject);
                match stored.get(&key) {
                    None => errors.add(format!("plans.{index}.edu_subject_id"), Invalid::NotInSemester),
                    Some(_) if !seen.insert(key) => errors.add(format!("plans.{index}.edu_subject_id"), Invalid::Duplicate),
                    Some(before) if before != plan => changed.push((key.0, key.1, *before, *plan)),
                    Some(_) => {}
                }
            }
            errors.into_result()?;
            let writes: Vec<(i32, EduSubjectId, AssessmentPlan)> =
                changed.iter().map(|(s, subject, _, plan)| (*s, *subject, *plan)).collect();
            let version = tx.assessment().save(id, version, &writes)?;
            if !changed.is_empty() {
                let describe = |semester: i32, subject: EduSubjectId, plan: &AssessmentPlan| {
                    let mut fields = plan.snapshot();
                    fields.insert("semester_number", semester.into());
                    fields.insert("edu_subject_id", subject.get().into());
                    AuditValue::Map(fields)
                };
                let changes = vec![(
                    "plans",
                    AuditValue::List(changed.iter().map(|(s, subject, before, _)| describe(*s, *subject, before)).collect()),
                    AuditValue::List(changed.iter().map(|(s, subject, _, after)| describe(*s, *subject, after)).collect()),
                )];
                let context = AuditContext::by(actor, AuditAction::Update, request).within(found.curriculum.institution_id);
                tx.audit().record(&context, EntityType::AssessmentPlan, Some(id.get()), &changes)?;
            }
            Ok(CurriculumAssessment {
                curriculum: id,
                rating_type: found.curriculum.details.rating_type,
                status: found.curriculum.status,
                editable: true,
                version,
                subjects: tx.assessment().plans(id)?,
            })
        })
    }
}

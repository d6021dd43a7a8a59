//! An institution's curricula: their fields, their distribution over semesters and their life
//! from NEW to ARCHIVED.

mod approve;
mod archive;
mod cancel;
mod check_rating;
mod create;
mod custom_subjects;
mod delete;
mod edit;
mod get;
mod inactivate;
mod list;
mod separate;

pub use approve::*;
pub use archive::*;
pub use cancel::*;
pub use check_rating::*;
pub use create::*;
pub use custom_subjects::*;
pub use delete::*;
pub use edit::*;
pub(crate) use get::find_curriculum_in_scope;
pub use get::*;
pub use inactivate::*;
pub use list::*;
pub use separate::*;

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumDetails, CurriculumDraft, CurriculumWithPlan, References};
use domain::ids::{CurriculumId, InstitutionId};
use domain::version::Version;

use crate::ports::{AuditContext, CurriculumCatalogue, CurriculumRepository, RequestMeta, TemplateOutline};
use crate::AppError;

/// Checks a draft against the catalogue and the owning institution's kind; answers the settled
/// fields and the model curriculum they start from.
pub(crate) fn settle(
    catalogue: &dyn CurriculumCatalogue,
    institution: InstitutionId,
    draft: CurriculumDraft,
) -> Result<(CurriculumDetails, Option<TemplateOutline>), AppError> {
    let institution_type = catalogue.institution_type(institution)?.ok_or(AppError::NotFound)?;
    let template = catalogue.template(draft.curriculum_template_id)?;
    let references = References {
        institution_type,
        template_type: template.as_ref().map(|t| t.institution_type),
        template_semesters: template.as_ref().map(|t| t.number_of_semesters).unwrap_or(1),
        subject_type_exists: catalogue.subject_type_exists(draft.subject_type_id)?,
        direction_exists: catalogue.direction_exists(draft.edu_direction_id)?,
    };
    Ok((draft.settle(references)?, template))
}

/// Moves a curriculum along the state machine: the permission, tenancy and the table's verdict
/// are checked before the store is asked.
pub(crate) fn transition(
    curricula: &dyn CurriculumRepository,
    actor: &Actor,
    id: CurriculumId,
    action: CurriculumAction,
    version: Option<Version>,
    request: &RequestMeta,
    extra_check: impl FnOnce(&CurriculumWithPlan) -> Result<(), AppError>,
) -> Result<CurriculumWithPlan, AppError> {
    let current = find_curriculum_in_scope(curricula, actor, id)?;
    let from = current.curriculum.status;
    let to = from.apply(action).map_err(AppError::conflict)?;
    extra_check(&current)?;
    let audit = AuditContext::by(actor, AuditAction::Update, request);
    curricula.change_status(id, from, to, version, &audit)
}

#[cfg(test)]
mod tests;

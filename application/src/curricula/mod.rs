//! An institution's curricula: their fields, their distribution over semesters and their life
//! from NEW to ARCHIVED.

mod approve;
mod archive;
mod assessment;
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
pub use assessment::*;
pub use cancel::*;
pub use check_rating::*;
pub use create::*;
pub use custom_subjects::*;
pub use delete::*;
pub use edit::*;
pub use get::*;
pub use inactivate::*;
pub use list::*;
pub use separate::*;

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumDetails, CurriculumDraft, CurriculumWithPlan, References};
use domain::ids::{CurriculumId, InstitutionId};
use domain::version::Version;

use crate::access::require_in_scope;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, CurriculumCatalogue, Lock, RequestMeta, TemplateOutline, Transaction, UnitOfWork};
use crate::AppError;

/// Checks a draft against the catalogue and the owning institution's kind; answers the settled
/// fields and the model curriculum they start from.
pub(crate) fn settle(
    catalogue: &mut dyn CurriculumCatalogue,
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

/// A living curriculum the actor may change, locked until the change commits: another
/// institution's is "not found".
pub(crate) fn curriculum_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: CurriculumId) -> Result<CurriculumWithPlan, AppError> {
    let found = tx.curricula().find(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [found.curriculum.institution_id].iter())?;
    Ok(found)
}

/// Moves a curriculum along the state machine in one transaction: tenancy, the table's verdict,
/// `extra_check` and the version the caller read, on the locked curriculum; then the move and its
/// audit record.
pub(crate) fn transition(
    unit: &dyn UnitOfWork,
    actor: &Actor,
    id: CurriculumId,
    action: CurriculumAction,
    version: Option<Version>,
    request: &RequestMeta,
    extra_check: impl FnOnce(&mut dyn Transaction, &CurriculumWithPlan) -> Result<(), AppError>,
) -> Result<CurriculumWithPlan, AppError> {
    in_transaction(unit, |tx| {
        let before = curriculum_in_scope(tx, actor, id)?;
        let to = before.curriculum.status.apply(action).map_err(AppError::conflict)?;
        extra_check(tx, &before)?;
        check_version(before.curriculum.version, version)?;
        let after = tx.curricula().set_status(id, to, before.curriculum.version)?;
        let context = AuditContext::by(actor, AuditAction::Update, request).within(after.curriculum.institution_id);
        record_change(tx, &context, Some(&before), Some(&after))?;
        Ok(after)
    })
}

#[cfg(test)]
mod tests;

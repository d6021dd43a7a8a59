//! Subject bundles: named sets of catalogue subjects taught together.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests;

use domain::subject_bundle::SubjectBundleDraft;

use crate::ports::Transaction;
use crate::AppError;

/// Every subject a bundle names must be in the catalogue.
fn check_subjects_exist(tx: &mut dyn Transaction, draft: &SubjectBundleDraft) -> Result<(), AppError> {
    let known = tx.subjects().known(&draft.subject_ids)?;
    draft.check_known(&known).map_err(AppError::from)
}

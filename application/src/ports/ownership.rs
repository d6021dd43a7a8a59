use domain::ids::InstitutionId;
use domain::tenancy::Owned;

use crate::AppError;

/// Which institution an object belongs to, read before anything else of a request that names it.
#[cfg_attr(test, mockall::automock)]
pub trait Ownership: Send + Sync {
    /// `None` when no living object of that kind has the id.
    fn owner_of(&self, owned: Owned, id: i64) -> Result<Option<InstitutionId>, AppError>;
}

use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::permission::Permission;

use crate::AppError;

/// Refuses an actor whose current role lacks the permission.
pub fn require(actor: &Actor, permission: Permission) -> Result<(), AppError> {
    if actor.can(permission) {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

/// Refuses an actor whose current role holds none of the permissions.
pub fn require_any(actor: &Actor, permissions: &[Permission]) -> Result<(), AppError> {
    if permissions.iter().any(|p| actor.can(*p)) {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

/// Refuses an actor without the permission or below the ministry: the ministry's catalogues are
/// changed by ministry-level roles only, whatever permissions an institution role was given.
pub fn require_ministry(actor: &Actor, permission: Permission) -> Result<(), AppError> {
    require(actor, permission)?;
    if actor.scope() == domain::actor::Scope::Everywhere {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

/// Hides an object of another institution: an institution-level actor gets "not found", never a
/// hint that the object exists.
pub fn require_in_scope<'a>(actor: &Actor, mut institutions: impl Iterator<Item = &'a InstitutionId>) -> Result<(), AppError> {
    let scope = actor.scope();
    if scope == domain::actor::Scope::Everywhere || institutions.any(|id| scope.includes(*id)) {
        Ok(())
    } else {
        Err(AppError::NotFound)
    }
}

/// The institution a new object belongs to: see `domain::tenancy::owner_for`.
pub fn owner(actor: &Actor, requested: Option<i64>) -> Result<InstitutionId, AppError> {
    domain::tenancy::owner_for(actor.scope(), requested).map_err(|refused| match refused {
        domain::tenancy::OwnerRefused::Missing(errors) => AppError::Validation(errors),
        domain::tenancy::OwnerRefused::OutOfScope(rule) => AppError::rule(rule),
    })
}

use domain::actor::{Actor, Scope};
use domain::tenancy::Owned;

use crate::ports::Ownership;
use crate::AppError;

/// Decides, from the actor and the object a path names, whether the request may go on: an
/// institution-level actor reaches only its own institution's objects, and for any other (or a
/// missing one) the answer is "not found", before the request's body is read.
pub struct Reach<'a> {
    pub ownership: &'a dyn Ownership,
}

impl Reach<'_> {
    pub fn execute(&self, actor: &Actor, owned: Owned, id: i64) -> Result<(), AppError> {
        match actor.scope() {
            Scope::Everywhere => Ok(()),
            Scope::Nowhere => Err(AppError::NotFound),
            Scope::Institution(own) => match self.ownership.owner_of(owned, id)? {
                Some(owner) if owner == own => Ok(()),
                _ => Err(AppError::NotFound),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockOwnership;
    use crate::test_support::actor;
    use domain::ids::InstitutionId;
    use domain::role::RoleLevel;

    fn ownership(owner: Option<i64>) -> MockOwnership {
        let mut ownership = MockOwnership::new();
        ownership.expect_owner_of().returning(move |_, _| Ok(owner.map(InstitutionId::from_stored)));
        ownership
    }

    #[test]
    fn an_institution_actor_reaches_its_own_objects_only() {
        let own = actor(RoleLevel::Institution, Some(3), &[]);
        assert!(Reach { ownership: &ownership(Some(3)) }.execute(&own, Owned::Group, 7).is_ok());
        let other = Reach { ownership: &ownership(Some(4)) }.execute(&own, Owned::Group, 7);
        assert!(matches!(other, Err(AppError::NotFound)));
        let missing = Reach { ownership: &ownership(None) }.execute(&own, Owned::Student, 7);
        assert!(matches!(missing, Err(AppError::NotFound)));
    }

    #[test]
    fn the_ministry_is_not_asked() {
        let mut ownership = MockOwnership::new();
        ownership.expect_owner_of().never();
        let ministry = actor(RoleLevel::Ministry, None, &[]);
        assert!(Reach { ownership: &ownership }.execute(&ministry, Owned::Staff, 7).is_ok());
    }
}

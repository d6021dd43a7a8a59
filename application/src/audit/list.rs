use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{AuditQuery, AuditRecord, AuditTrail};
use crate::AppError;

pub struct ListAuditLog<'a> {
    pub trail: &'a dyn AuditTrail,
}

impl ListAuditLog<'_> {
    /// An institution-level actor sees the records made in its institution only.
    pub fn execute(&self, actor: &Actor, query: AuditQuery) -> Result<Page<AuditRecord>, AppError> {
        require(actor, Permission::AuditView)?;
        self.trail.list(&AuditQuery { scope: actor.scope(), ..query })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockAuditTrail;
    use domain::actor::Scope;
    use domain::ids::{InstitutionId, RoleId, UserId};
    use domain::paging::PageRequest;
    use domain::role::RoleLevel;

    fn actor(permissions: &[Permission]) -> Actor {
        Actor {
            user_id: UserId::from_stored(1),
            role_id: RoleId::from_stored(3),
            role_level: RoleLevel::Institution,
            permissions: permissions.iter().copied().collect(),
            institution_id: Some(InstitutionId::from_stored(5)),
            is_system: false,
            session_id: "s".into(),
        }
    }

    fn query() -> AuditQuery {
        AuditQuery {
            scope: Scope::Everywhere,
            actor_id: None,
            entity_type: None,
            entity_id: None,
            action: None,
            from: None,
            to: None,
            page: PageRequest::default(),
        }
    }

    #[test]
    fn an_institution_reads_only_its_own_records() {
        let mut trail = MockAuditTrail::new();
        trail
            .expect_list()
            .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(5)))
            .times(1)
            .returning(|_| Ok(Page::exact(vec![], 0)));
        assert!(ListAuditLog { trail: &trail }.execute(&actor(&[Permission::AuditView]), query()).is_ok());
        assert!(matches!(ListAuditLog { trail: &trail }.execute(&actor(&[]), query()), Err(AppError::Forbidden)));
    }
}

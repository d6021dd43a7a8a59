use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;

use super::require_grantable;
use crate::access::require;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteRole<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteRole<'_> {
    pub fn execute(&self, actor: &Actor, id: RoleId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::RoleDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(
            self.unit,
            &context,
            |tx| tx.roles().find(id, Lock::ForUpdate),
            |tx, existing| {
                existing.check_changeable().map_err(AppError::conflict)?;
                require_grantable(actor, existing)?;
                existing.check_delete(tx.roles().holders(id)?).map_err(AppError::conflict)?;
                tx.roles().delete(existing)
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use domain::audit::EntityType;
    use domain::role::{Role, RoleLevel};
    use domain::version::Version;

    use super::*;
    use crate::roles::{RoleForm, UpdateRole};
    use crate::test_support::{actor, FakeTx, FakeUnit};

    fn role(id: RoleId, is_system: bool) -> Role {
        Role {
            id,
            name: "Kuzatuvchi".into(),
            permissions: [Permission::UserView].into(),
            level: RoleLevel::Institution,
            is_system,
            version: Version::new(1),
        }
    }

    fn admin() -> Actor {
        actor(RoleLevel::Ministry, None, &[Permission::RoleEdit, Permission::RoleDelete, Permission::UserView])
    }

    #[test]
    fn a_system_role_is_neither_changed_nor_deleted() {
        let mut tx = FakeTx::new();
        tx.roles.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|id, _| Ok(Some(role(id, true))));
        tx.roles.expect_save().times(0);
        tx.roles.expect_delete().times(0);
        let unit = FakeUnit::new(tx);
        let id = RoleId::from_stored(1);
        let form = RoleForm { name: "Boshqa".into(), permissions: vec!["user-view".into()], level: "INSTITUTION".into() };
        for result in [
            UpdateRole { unit: &unit }.execute(&admin(), id, form, Version::new(1), &RequestMeta::default()).map(|_| ()),
            DeleteRole { unit: &unit }.execute(&admin(), id, &RequestMeta::default()),
        ] {
            match result {
                Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "system_role_is_fixed"),
                other => panic!("expected a conflict, got {other:?}"),
            }
        }
        assert_eq!(unit.ended(), (0, 2));
    }

    #[test]
    fn a_held_role_stays_and_a_free_one_goes_with_one_record() {
        let mut tx = FakeTx::new();
        tx.roles.expect_find().returning(|id, _| Ok(Some(role(id, false))));
        tx.roles.expect_holders().returning(|id| Ok(if id.get() == 3 { 2 } else { 0 }));
        tx.roles.expect_delete().withf(|role| role.id.get() == 4).times(1).returning(|_| Ok(()));
        tx.audit
            .expect_record()
            .withf(|_, entity, id, changes| *entity == EntityType::Role && *id == Some(4) && changes.len() == 3)
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let unit = FakeUnit::new(tx);
        let delete = DeleteRole { unit: &unit };
        match delete.execute(&admin(), RoleId::from_stored(3), &RequestMeta::default()) {
            Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "role_in_use"),
            other => panic!("expected a conflict, got {other:?}"),
        }
        assert!(delete.execute(&admin(), RoleId::from_stored(4), &RequestMeta::default()).is_ok());
        assert_eq!(unit.ended(), (1, 1));
    }
}

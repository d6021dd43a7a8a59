use domain::actor::Actor;
use domain::ids::RoleId;
use domain::permission::Permission;
use domain::role::{Role, RoleDraft};
use domain::version::Version;

use super::require_grantable;
use crate::access::require;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

/// The fields of a role form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoleForm {
    pub name: String,
    pub permissions: Vec<String>,
    pub level: String,
}

impl RoleForm {
    pub(crate) fn parse(&self) -> Result<RoleDraft, AppError> {
        Ok(RoleDraft::parse(&self.name, &self.permissions, &self.level)?)
    }
}

/// The draft as the role it would become, to ask whether the actor may grant it.
pub(crate) fn as_role(draft: &RoleDraft) -> Role {
    Role {
        id: RoleId::from_stored(1),
        name: draft.name.clone(),
        permissions: draft.permissions.clone(),
        level: draft.level,
        is_system: false,
        version: Version::new(0),
    }
}

pub struct CreateRole<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateRole<'_> {
    pub fn execute(&self, actor: &Actor, form: RoleForm, request: &RequestMeta) -> Result<Role, AppError> {
        require(actor, Permission::RoleAdd)?;
        let draft = form.parse()?;
        require_grantable(actor, &as_role(&draft))?;
        let context = AuditContext::by(actor, AuditAction::Create, request);
        create_audited(self.unit, &context, |tx| tx.roles().insert(&draft))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{FakeTx, FakeUnit};
    use domain::ids::UserId;
    use domain::role::RoleLevel;

    fn actor(permissions: &[Permission]) -> Actor {
        Actor {
            user_id: UserId::from_stored(1),
            role_id: RoleId::from_stored(2),
            role_level: RoleLevel::Ministry,
            permissions: permissions.iter().copied().collect(),
            institution_id: None,
            is_system: false,
            session_id: "s".into(),
        }
    }

    #[test]
    fn a_role_cannot_carry_more_than_its_creator_holds() {
        let mut tx = FakeTx::new();
        tx.roles.expect_insert().times(1).returning(|draft| Ok(as_role(draft)));
        tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
        let unit = FakeUnit::new(tx);
        let create = CreateRole { unit: &unit };
        let creator = actor(&[Permission::RoleAdd, Permission::UserView]);
        let modest = RoleForm { name: "Kuzatuvchi".into(), permissions: vec!["user-view".into()], level: "MINISTRY".into() };
        assert!(create.execute(&creator, modest, &RequestMeta::default()).is_ok());
        let greedy = RoleForm { name: "Katta".into(), permissions: vec!["user-delete".into()], level: "MINISTRY".into() };
        match create.execute(&creator, greedy, &RequestMeta::default()) {
            Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "role_not_grantable"),
            other => panic!("expected a refusal, got {other:?}"),
        }
        assert_eq!(unit.ended(), (1, 0), "the refused role never opened a transaction");
    }
}

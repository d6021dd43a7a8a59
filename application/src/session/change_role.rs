use domain::ids::RoleId;
use domain::session::session_institution;

use super::{close_session, Session};
use crate::ports::{AuditContext, Clock, NewSession, RequestMeta, TokenIssuer, UnitOfWork, UserQueries};
use crate::AppError;
use domain::audit::{AuditAction, AuditValue};

/// Switches the session to another role the user holds. The old token is revoked so that only
/// one role acts per session.
pub struct ChangeRole<'a> {
    pub users: &'a dyn UserQueries,
    pub unit: &'a dyn UnitOfWork,
    pub tokens: &'a dyn TokenIssuer,
    pub clock: &'a dyn Clock,
}

impl ChangeRole<'_> {
    pub fn execute(&self, session: &Session, role: i64, request: &RequestMeta) -> Result<String, AppError> {
        let role = RoleId::new(role).map_err(|_| AppError::Forbidden)?;
        let user = self.users.find(session.actor.user_id)?.ok_or(AppError::Unauthenticated)?;
        if !user.roles.iter().any(|held| held.id == role) {
            return Err(AppError::Forbidden);
        }
        let held: Vec<_> = user.institutions.iter().map(|i| i.id).collect();
        let institution = session_institution(&held, session.actor.institution_id);
        let token = self.tokens.issue(user.id, role, institution, self.clock.now())?;
        let audit = AuditContext::by(&session.actor, AuditAction::ChangeRole, request);
        let changes = vec![("role_id", AuditValue::from(session.actor.role_id.get()), AuditValue::from(role.get()))];
        let successor = NewSession {
            session_id: token.claims.session_id.clone(),
            expires_at: token.claims.expires_at,
            user_agent: request.user_agent.clone(),
        };
        close_session(self.unit, session, Some(&successor), &audit, &changes)?;
        Ok(token.access_token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::*;
    use crate::session::login::tests::{claims, now, role, teacher, teacher_session};
    use crate::test_support::{session_closed, FakeTx, FakeUnit};
    use domain::permission::Permission;
    use domain::role::RoleLevel;

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock
    }

    #[test]
    fn a_role_not_held_is_forbidden() {
        let mut users = MockUserQueries::new();
        users.expect_find().returning(|_| Ok(Some(teacher())));
        let unit = FakeUnit::new(FakeTx::new());
        let tokens = MockTokenIssuer::new();
        let change = ChangeRole { users: &users, unit: &unit, tokens: &tokens, clock: &clock() };
        assert!(matches!(change.execute(&teacher_session(3), 1, &RequestMeta::default()), Err(AppError::Forbidden)));
        assert!(matches!(change.execute(&teacher_session(3), -5, &RequestMeta::default()), Err(AppError::Forbidden)));
    }

    #[test]
    fn a_held_role_gets_a_new_token_and_the_old_one_is_revoked() {
        let mut users = MockUserQueries::new();
        users.expect_find().returning(|_| {
            let mut user = teacher();
            user.roles.push(role(3, "OTMADMIN", RoleLevel::Institution, &[Permission::UserView]));
            Ok(Some(user))
        });
        let unit = FakeUnit::new(session_closed(Some("session-1"), AuditAction::ChangeRole, |changes| {
            *changes == vec![("role_id", AuditValue::from(4), AuditValue::from(3))]
        }));
        let mut tokens = MockTokenIssuer::new();
        tokens
            .expect_issue()
            .withf(|_, r, i, _| r.get() == 3 && i.map(|i| i.get()) == Some(3))
            .returning(|_, _, _, _| Ok(IssuedToken { access_token: "new".into(), claims: claims(1, 3, Some(3)) }));
        let change = ChangeRole { users: &users, unit: &unit, tokens: &tokens, clock: &clock() };
        assert_eq!(change.execute(&teacher_session(3), 3, &RequestMeta::default()).unwrap(), "new");
        assert_eq!(unit.ended(), (1, 0));
    }
}

use domain::ids::InstitutionId;

use super::{close_session, Session};
use crate::ports::{AuditContext, Clock, NewSession, RequestMeta, TokenIssuer, UnitOfWork, UserQueries};
use crate::AppError;
use domain::audit::{AuditAction, AuditValue};

/// Switches the session to another institution the user is attached to (a teacher working in
/// several). The old token is revoked.
pub struct ChangeInstitution<'a> {
    pub users: &'a dyn UserQueries,
    pub unit: &'a dyn UnitOfWork,
    pub tokens: &'a dyn TokenIssuer,
    pub clock: &'a dyn Clock,
}

impl ChangeInstitution<'_> {
    pub fn execute(&self, session: &Session, institution: i64, request: &RequestMeta) -> Result<String, AppError> {
        let institution = InstitutionId::new(institution).map_err(|_| AppError::Forbidden)?;
        let user = self.users.find(session.actor.user_id)?.ok_or(AppError::Unauthenticated)?;
        if !user.institutions.iter().any(|held| held.id == institution) {
            return Err(AppError::Forbidden);
        }
        let token = self.tokens.issue(user.id, session.actor.role_id, Some(institution), self.clock.now())?;
        let audit = AuditContext::by(&session.actor, AuditAction::ChangeInstitution, request);
        let before = session.actor.institution_id.map_or(AuditValue::Null, |i| AuditValue::from(i.get()));
        let changes = vec![("institution_id", before, AuditValue::from(institution.get()))];
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
    use crate::session::login::tests::{claims, now, teacher, teacher_session};
    use crate::test_support::{session_closed, FakeUnit};

    #[test]
    fn only_held_institutions_can_be_chosen() {
        let mut users = MockUserQueries::new();
        users.expect_find().returning(|_| Ok(Some(teacher())));
        let unit = FakeUnit::new(session_closed(Some("session-1"), AuditAction::ChangeInstitution, |changes| {
            *changes == vec![("institution_id", AuditValue::from(1), AuditValue::from(3))]
        }));
        let mut tokens = MockTokenIssuer::new();
        tokens
            .expect_issue()
            .withf(|_, r, i, _| r.get() == 4 && i.map(|i| i.get()) == Some(3))
            .times(1)
            .returning(|_, _, _, _| Ok(IssuedToken { access_token: "in-3".into(), claims: claims(1, 4, Some(3)) }));
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let change = ChangeInstitution { users: &users, unit: &unit, tokens: &tokens, clock: &clock };
        assert!(matches!(change.execute(&teacher_session(1), 2, &RequestMeta::default()), Err(AppError::Forbidden)));
        assert_eq!(change.execute(&teacher_session(1), 3, &RequestMeta::default()).unwrap(), "in-3");
    }
}

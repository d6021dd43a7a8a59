use domain::session::OneIdRule;

use super::login::open_session;
use super::LoggedIn;
use crate::ports::{Clock, LoginAttempt, OneIdClient, RequestMeta, SessionStore, TokenIssuer, UnitOfWork, UserQueries};
use crate::AppError;

/// Finishes a OneID login: the state must be one this server handed out and not used before;
/// the person OneID vouches for must own an active account with the same PINFL.
pub struct LoginWithOneId<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub oneid: Option<&'a dyn OneIdClient>,
    pub users: &'a dyn UserQueries,
    pub sessions: &'a dyn SessionStore,
    pub tokens: &'a dyn TokenIssuer,
    pub clock: &'a dyn Clock,
}

impl LoginWithOneId<'_> {
    pub fn execute(&self, code: &str, state: &str, request: RequestMeta) -> Result<LoggedIn, AppError> {
        let oneid = self.oneid.ok_or_else(|| AppError::Disabled(Box::new(OneIdRule::NotConfigured)))?;
        let now = self.clock.now();
        if code.is_empty() || state.is_empty() || !self.sessions.take_oneid_state(state, now)? {
            return Err(AppError::Unauthenticated);
        }
        let person = oneid.identify(code)?;
        let credentials = self.users.find_credentials_by_pinfl(&person.pinfl)?.filter(|c| c.is_active).ok_or(AppError::Unauthenticated)?;
        let attempt = LoginAttempt {
            username: format!("oneid:{}", person.pinfl),
            user_id: None,
            at: now,
            client_ip: request.client_ip.clone(),
            session: None,
        };
        open_session(self.unit, self.users, self.tokens, credentials.user_id, attempt, request)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::*;
    use crate::session::login::tests::{claims, now, teacher};
    use crate::test_support::{attempt_recorded, FakeTx, FakeUnit};
    use domain::audit::AuditAction;
    use domain::ids::UserId;

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock
    }

    #[test]
    fn an_unknown_or_used_state_is_refused_before_oneid_is_asked() {
        let mut oneid = MockOneIdClient::new();
        oneid.expect_identify().times(0);
        let mut sessions = MockSessionStore::new();
        sessions.expect_take_oneid_state().returning(|_, _| Ok(false));
        let unit = FakeUnit::new(FakeTx::new());
        let users = MockUserQueries::new();
        let tokens = MockTokenIssuer::new();
        let login =
            LoginWithOneId { unit: &unit, oneid: Some(&oneid), users: &users, sessions: &sessions, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute("code", "forged", RequestMeta::default()), Err(AppError::Unauthenticated)));
    }

    #[test]
    fn a_person_without_an_account_is_refused() {
        let mut oneid = MockOneIdClient::new();
        oneid.expect_identify().returning(|_| Ok(OneIdPerson { pinfl: "31205881234560".into(), full_name: "X".into() }));
        let mut sessions = MockSessionStore::new();
        sessions.expect_take_oneid_state().returning(|_, _| Ok(true));
        let unit = FakeUnit::new(FakeTx::new());
        let mut users = MockUserQueries::new();
        users.expect_find_credentials_by_pinfl().returning(|_| Ok(None));
        let tokens = MockTokenIssuer::new();
        let login =
            LoginWithOneId { unit: &unit, oneid: Some(&oneid), users: &users, sessions: &sessions, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute("code", "state", RequestMeta::default()), Err(AppError::Unauthenticated)));
    }

    #[test]
    fn the_account_with_the_vouched_pinfl_gets_a_session() {
        let mut oneid = MockOneIdClient::new();
        oneid
            .expect_identify()
            .withf(|c| c == "code")
            .returning(|_| Ok(OneIdPerson { pinfl: "31205881234560".into(), full_name: "X".into() }));
        let mut sessions = MockSessionStore::new();
        sessions.expect_take_oneid_state().withf(|s, _| s == "state").returning(|_, _| Ok(true));
        let unit = FakeUnit::new(attempt_recorded(
            |a| a.user_id == Some(UserId::from_stored(1)) && a.username == "oneid:31205881234560",
            AuditAction::Login,
        ));
        let mut users = MockUserQueries::new();
        users
            .expect_find_credentials_by_pinfl()
            .withf(|p| p == "31205881234560")
            .returning(|_| Ok(Some(Credentials { user_id: UserId::from_stored(1), password_hash: String::new(), is_active: true })));
        users.expect_find().returning(|_| Ok(Some(teacher())));
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_issue().returning(|_, _, _, _| Ok(IssuedToken { access_token: "jwt".into(), claims: claims(1, 4, Some(1)) }));
        let login =
            LoginWithOneId { unit: &unit, oneid: Some(&oneid), users: &users, sessions: &sessions, tokens: &tokens, clock: &clock() };
        assert_eq!(login.execute("code", "state", RequestMeta::default()).unwrap().access_token, "jwt");
        assert_eq!(unit.ended(), (1, 0));
    }

    #[test]
    fn without_a_registration_oneid_is_disabled() {
        let sessions = MockSessionStore::new();
        let unit = FakeUnit::new(FakeTx::new());
        let users = MockUserQueries::new();
        let tokens = MockTokenIssuer::new();
        let login = LoginWithOneId { unit: &unit, oneid: None, users: &users, sessions: &sessions, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute("code", "state", RequestMeta::default()), Err(AppError::Disabled(_))));
        let start = crate::session::StartOneIdLogin { oneid: None, unit: &unit, clock: &clock() };
        assert!(matches!(start.execute(), Err(AppError::Disabled(_))));
        assert_eq!(unit.ended(), (0, 0));
    }
}

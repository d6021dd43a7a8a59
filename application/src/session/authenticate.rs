use domain::actor::Actor;

use super::Profile;
use crate::ports::{SessionClaims, SessionStore, TokenIssuer, UserRecord};
use crate::AppError;

/// A request's session: who acts, the claims of the token that says so, and the profile they were
/// resolved from (so that a request showing the profile needs no second read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub actor: Actor,
    pub claims: SessionClaims,
    pub profile: Profile,
}

/// Turns a bearer token into the acting user, checking on every request that the token is
/// genuine, unexpired and not revoked, and that the user is active and still holds the role and
/// institution the token names. The store answers all of that in one round trip, or in none while it
/// holds the session.
pub struct Authenticate<'a> {
    pub tokens: &'a dyn TokenIssuer,
    pub sessions: &'a dyn SessionStore,
}

impl Authenticate<'_> {
    pub fn execute(&self, token: &str) -> Result<Session, AppError> {
        let claims = self.tokens.verify(token)?;
        let user = self.sessions.session_user(&claims.session_id, claims.user_id)?.ok_or(AppError::Unauthenticated)?;
        session_of(claims, user)
    }

    /// The session when the store remembers it, answered without a round trip, so that a request
    /// needs no database turn to be authenticated; `Ok(None)` when it must be read by
    /// [`Authenticate::execute`]. A token that is not genuine is refused here already.
    pub fn remembered(&self, token: &str) -> Result<Option<Session>, AppError> {
        let claims = self.tokens.verify(token)?;
        match self.sessions.remembered_session_user(&claims.session_id, claims.user_id) {
            Some(user) => session_of(claims, user).map(Some),
            None => Ok(None),
        }
    }
}

fn session_of(claims: SessionClaims, user: UserRecord) -> Result<Session, AppError> {
    if !user.is_active {
        return Err(AppError::Unauthenticated);
    }
    let profile = Profile::of(user, claims.role_id, claims.institution_id).ok_or(AppError::Unauthenticated)?;
    let actor = Actor {
        user_id: claims.user_id,
        role_id: profile.role.id,
        role_level: profile.role.level,
        permissions: profile.role.permissions.clone(),
        institution_id: claims.institution_id,
        is_system: profile.user.is_system,
        session_id: claims.session_id.clone(),
    };
    Ok(Session { actor, claims, profile })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{MockSessionStore, MockTokenIssuer};
    use crate::session::login::tests::{claims, teacher};

    #[test]
    fn a_revoked_session_is_refused() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(1))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_session_user().returning(|_, _| Ok(None));
        let result = Authenticate { tokens: &tokens, sessions: &sessions }.execute("t");
        assert!(matches!(result, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn a_deactivated_user_is_refused() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(3))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_session_user().returning(|_, _| Ok(Some(crate::ports::UserRecord { is_active: false, ..teacher() })));
        let result = Authenticate { tokens: &tokens, sessions: &sessions }.execute("t");
        assert!(matches!(result, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn a_role_taken_away_ends_the_session() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 99, Some(1))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_session_user().returning(|_, _| Ok(Some(teacher())));
        let result = Authenticate { tokens: &tokens, sessions: &sessions }.execute("t");
        assert!(matches!(result, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn permissions_come_from_the_current_role() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(3))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_session_user().returning(|_, _| Ok(Some(teacher())));
        let session = Authenticate { tokens: &tokens, sessions: &sessions }.execute("t").unwrap();
        assert!(session.actor.can(domain::permission::Permission::TeacherTopic));
        assert!(!session.actor.can(domain::permission::Permission::UserView));
        assert_eq!(session.actor.institution_id.map(|i| i.get()), Some(3));
        assert_eq!(session.profile.institution.map(|i| i.id.get()), Some(3));
    }

    #[test]
    fn a_remembered_session_is_checked_as_a_read_one_and_a_forgotten_one_asks_for_the_read() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(3))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_remembered_session_user().times(1).returning(|_, _| Some(teacher()));
        sessions.expect_session_user().never();
        let session = Authenticate { tokens: &tokens, sessions: &sessions }.remembered("t").unwrap().expect("remembered");
        assert_eq!(session.actor.institution_id.map(|i| i.get()), Some(3));

        let mut sessions = MockSessionStore::new();
        sessions.expect_remembered_session_user().returning(|_, _| None);
        sessions.expect_session_user().never();
        assert_eq!(Authenticate { tokens: &tokens, sessions: &sessions }.remembered("t").unwrap(), None);

        let mut sessions = MockSessionStore::new();
        sessions.expect_remembered_session_user().returning(|_, _| Some(crate::ports::UserRecord { is_active: false, ..teacher() }));
        let refused = Authenticate { tokens: &tokens, sessions: &sessions }.remembered("t");
        assert!(matches!(refused, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn a_forged_token_is_refused_before_the_store_is_asked() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Err(AppError::Unauthenticated));
        let mut sessions = MockSessionStore::new();
        sessions.expect_remembered_session_user().never();
        let refused = Authenticate { tokens: &tokens, sessions: &sessions }.remembered("t");
        assert!(matches!(refused, Err(AppError::Unauthenticated)));
    }
}

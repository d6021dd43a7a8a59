use domain::actor::Actor;

use super::Profile;
use crate::ports::{SessionClaims, SessionStore, TokenIssuer, UserRepository};
use crate::AppError;

/// A request's session: who acts, and the claims of the token that says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub actor: Actor,
    pub claims: SessionClaims,
}

/// Turns a bearer token into the acting user, checking on every request that the token is
/// genuine, unexpired and not revoked, and that the user is active and still holds the role and
/// institution the token names.
pub struct Authenticate<'a> {
    pub tokens: &'a dyn TokenIssuer,
    pub sessions: &'a dyn SessionStore,
    pub users: &'a dyn UserRepository,
}

impl Authenticate<'_> {
    pub fn execute(&self, token: &str) -> Result<Session, AppError> {
        let claims = self.tokens.verify(token)?;
        if self.sessions.is_revoked(&claims.session_id)? {
            return Err(AppError::Unauthenticated);
        }
        let user = self.users.find(claims.user_id)?.ok_or(AppError::Unauthenticated)?;
        if !user.is_active {
            return Err(AppError::Unauthenticated);
        }
        let is_system = user.is_system;
        let profile = Profile::of(user, claims.role_id, claims.institution_id).ok_or(AppError::Unauthenticated)?;
        let actor = Actor {
            user_id: claims.user_id,
            role_id: profile.role.id,
            role_level: profile.role.level,
            permissions: profile.role.permissions,
            institution_id: claims.institution_id,
            is_system,
            session_id: claims.session_id.clone(),
        };
        Ok(Session { actor, claims })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{MockSessionStore, MockTokenIssuer, MockUserRepository};
    use crate::session::login::tests::{claims, teacher};

    #[test]
    fn a_revoked_session_is_refused() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(1))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_is_revoked().returning(|_| Ok(true));
        let users = MockUserRepository::new();
        let result = Authenticate { tokens: &tokens, sessions: &sessions, users: &users }.execute("t");
        assert!(matches!(result, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn a_role_taken_away_ends_the_session() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 99, Some(1))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_is_revoked().returning(|_| Ok(false));
        let mut users = MockUserRepository::new();
        users.expect_find().returning(|_| Ok(Some(teacher())));
        let result = Authenticate { tokens: &tokens, sessions: &sessions, users: &users }.execute("t");
        assert!(matches!(result, Err(AppError::Unauthenticated)));
    }

    #[test]
    fn permissions_come_from_the_current_role() {
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|_| Ok(claims(1, 4, Some(3))));
        let mut sessions = MockSessionStore::new();
        sessions.expect_is_revoked().returning(|_| Ok(false));
        let mut users = MockUserRepository::new();
        users.expect_find().returning(|_| Ok(Some(teacher())));
        let session = Authenticate { tokens: &tokens, sessions: &sessions, users: &users }.execute("t").unwrap();
        assert!(session.actor.can(domain::permission::Permission::TeacherTopic));
        assert!(!session.actor.can(domain::permission::Permission::UserView));
        assert_eq!(session.actor.institution_id.map(|i| i.get()), Some(3));
    }
}

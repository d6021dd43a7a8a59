use crate::ports::{SessionClaims, SessionStore};
use crate::AppError;

/// Ends a session: its token is refused from now on, even before it expires.
pub struct Logout<'a> {
    pub sessions: &'a dyn SessionStore,
}

impl Logout<'_> {
    pub fn execute(&self, claims: &SessionClaims) -> Result<(), AppError> {
        self.sessions.revoke(&claims.session_id, claims.expires_at)
    }
}

use domain::audit::AuditAction;

use super::Session;
use crate::ports::{AuditContext, RequestMeta, SessionStore};
use crate::AppError;

/// Ends a session: its token is refused from now on, even before it expires.
pub struct Logout<'a> {
    pub sessions: &'a dyn SessionStore,
}

impl Logout<'_> {
    pub fn execute(&self, session: &Session, request: &RequestMeta) -> Result<(), AppError> {
        let audit = AuditContext::by(&session.actor, AuditAction::Logout, request);
        self.sessions.end_session(&session.claims.session_id, session.claims.expires_at, None, &audit, &[])
    }
}

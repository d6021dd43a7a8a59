use domain::audit::AuditAction;

use super::{close_session, Session};
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

/// Ends a session: its token is refused from now on, even before it expires.
pub struct Logout<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl Logout<'_> {
    pub fn execute(&self, session: &Session, request: &RequestMeta) -> Result<(), AppError> {
        let audit = AuditContext::by(&session.actor, AuditAction::Logout, request);
        close_session(self.unit, session, None, &audit, &Vec::new())
    }
}

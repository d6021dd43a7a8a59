use domain::audit::{AuditAction, EntityType};

use super::account_changes;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::session::Session;
use crate::AppError;

/// One ends a session of one's own (another device's, or this one, as a logout does). Another
/// person's session, or one already ended, is not found.
pub struct EndMySession<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl EndMySession<'_> {
    pub fn execute(&self, session: &Session, session_id: &str, request: &RequestMeta) -> Result<(), AppError> {
        let user = session.actor.user_id;
        let context = AuditContext::by(&session.actor, AuditAction::SessionEnd, request);
        in_transaction(self.unit, |tx| {
            if !tx.accounts().end_session(user, session_id)? {
                return Err(AppError::NotFound);
            }
            tx.audit().record(&context, EntityType::Session, Some(user.get()), &account_changes(false, 1))
        })
    }
}

use domain::audit::{AuditAction, EntityType};

use super::account_changes;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::session::Session;
use crate::AppError;

/// One ends every session of one's own but this one; how many ended.
pub struct EndOtherSessions<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl EndOtherSessions<'_> {
    pub fn execute(&self, session: &Session, request: &RequestMeta) -> Result<usize, AppError> {
        let user = session.actor.user_id;
        let context = AuditContext::by(&session.actor, AuditAction::SessionEnd, request);
        in_transaction(self.unit, |tx| {
            let ended = tx.accounts().end_sessions(user, Some(&session.claims.session_id))?;
            tx.audit().record(&context, EntityType::Session, Some(user.get()), &account_changes(false, ended))?;
            Ok(ended)
        })
    }
}

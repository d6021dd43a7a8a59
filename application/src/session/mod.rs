//! Logging in and out, the profile, and switching role or institution.

mod authenticate;
mod change_institution;
mod change_role;
pub(crate) mod login;
mod logout;
mod my_institutions;
mod oneid_login;
mod oneid_url;
mod profile;
mod reach;

pub use authenticate::*;
pub use change_institution::*;
pub use change_role::*;
pub use login::*;
pub use logout::*;
pub use my_institutions::*;
pub use oneid_login::*;
pub use oneid_url::*;
pub use profile::*;
pub use reach::*;

use domain::audit::{AuditValue, Changes, EntityType};

use crate::ports::{in_transaction, AuditContext, LoginAttempt, NewSession, UnitOfWork};
use crate::AppError;

/// Records an attempt to log in and its audit record in one transaction. It commits whatever the
/// attempt's outcome: a refused attempt counts towards the lockout.
pub(crate) fn record_attempt(unit: &dyn UnitOfWork, attempt: &LoginAttempt, audit: &AuditContext) -> Result<(), AppError> {
    in_transaction(unit, |tx| {
        tx.accounts().record_attempt(attempt)?;
        let changes = vec![("username", AuditValue::Null, AuditValue::from(attempt.username.as_str()))];
        tx.audit().record(audit, EntityType::Session, attempt.user_id.map(|u| u.get()), &changes)
    })
}

/// Ends the session (a logout, or a switch whose `successor` takes its place) and records why.
pub(crate) fn close_session(
    unit: &dyn UnitOfWork,
    session: &Session,
    successor: Option<&NewSession>,
    audit: &AuditContext,
    changes: &Changes,
) -> Result<(), AppError> {
    in_transaction(unit, |tx| {
        tx.accounts().close_session(&session.claims.session_id, session.claims.expires_at, successor)?;
        tx.audit().record(audit, EntityType::Session, audit.user_id.map(|u| u.get()), changes)
    })
}

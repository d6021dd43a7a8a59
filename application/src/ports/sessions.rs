use chrono::{DateTime, Utc};
use domain::ids::UserId;

use super::{AuditContext, FieldChange, UserRecord};
use crate::AppError;

/// One attempt to log in, kept to enforce the lockout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginAttempt {
    pub username: String,
    /// Set when the attempt succeeded; the user's `last_login_at` is updated with it.
    pub user_id: Option<UserId>,
    pub at: DateTime<Utc>,
    pub client_ip: Option<String>,
}

#[cfg_attr(test, mockall::automock)]
pub trait SessionStore: Send + Sync {
    /// The user of a session, with roles and institutions, read in one round trip; `None` when
    /// the session was ended or the user deleted.
    fn session_user(&self, session_id: &str, user_id: UserId) -> Result<Option<UserRecord>, AppError>;
    /// Ends a session (its token is refused until it would have expired anyway) and records
    /// why: a logout or a switch of role or institution, with what changed.
    fn end_session(
        &self,
        session_id: &str,
        expires_at: DateTime<Utc>,
        audit: &AuditContext,
        changes: &[FieldChange],
    ) -> Result<(), AppError>;
    /// Failed attempts for the username since the instant.
    fn failures_since(&self, username: &str, since: DateTime<Utc>) -> Result<i64, AppError>;
    /// Records the attempt and its audit record; on success also sets the user's
    /// `last_login_at`, atomically.
    fn record_attempt(&self, attempt: &LoginAttempt, audit: &AuditContext) -> Result<(), AppError>;
    /// Remembers the state of a OneID login under way.
    fn save_oneid_state(&self, state: &str, expires_at: DateTime<Utc>) -> Result<(), AppError>;
    /// Forgets the state and tells whether it was remembered and unexpired at `now`: each state
    /// is good for one return only.
    fn take_oneid_state(&self, state: &str, now: DateTime<Utc>) -> Result<bool, AppError>;
}

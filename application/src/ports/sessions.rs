use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::paging::{Page, PageRequest};

use super::UserRecord;
use crate::AppError;

/// One attempt to log in, kept to enforce the lockout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginAttempt {
    pub username: String,
    /// Set when the attempt succeeded; the user's `last_login_at` is updated with it.
    pub user_id: Option<UserId>,
    pub at: DateTime<Utc>,
    pub client_ip: Option<String>,
    /// The session a successful attempt opens, kept so that its owner can list and end it.
    pub session: Option<NewSession>,
}

/// A session as it opens: the token's session id and expiry, and the device it was opened from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub session_id: String,
    pub expires_at: DateTime<Utc>,
    pub user_agent: Option<String>,
}

/// A session its owner sees in the list of their own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenSession {
    pub session_id: String,
    pub started_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub client_ip: Option<String>,
    pub user_agent: Option<String>,
}

/// A user's password and sessions as a transaction changes them.
#[cfg_attr(test, mockall::automock)]
pub trait AccountRepository {
    /// The password hash of a user that is not deleted, the row locked.
    fn password_hash(&mut self, user: UserId) -> Result<Option<String>, AppError>;
    /// Stores a new password hash, and whether it is a temporary one to be replaced at the next
    /// sign-in.
    fn set_password(&mut self, user: UserId, hash: &str, temporary: bool) -> Result<(), AppError>;
    /// Ends every open session of the user but `keep`; how many ended. Their tokens are refused
    /// from the next request on.
    #[allow(clippy::needless_lifetimes)] // mockall mocks an `Option<&_>` argument only by a named lifetime
    fn end_sessions<'a>(&mut self, user: UserId, keep: Option<&'a str>) -> Result<usize, AppError>;
    /// Ends one open session of the user; whether there was one.
    fn end_session(&mut self, user: UserId, session_id: &str) -> Result<bool, AppError>;
    /// Ends a session at a logout or a switch of role or institution: its token is refused until it
    /// would have expired anyway. `successor`, the token a switch issued, takes over the session's
    /// place in its owner's list. Revocations and sessions that have expired meanwhile are forgotten.
    #[allow(clippy::needless_lifetimes)] // mockall mocks an `Option<&_>` argument only by a named lifetime
    fn close_session<'a>(&mut self, session_id: &str, expires_at: DateTime<Utc>, successor: Option<&'a NewSession>)
        -> Result<(), AppError>;
    /// Records an attempt to log in; a successful one also sets the user's `last_login_at` and
    /// opens the session it carries.
    fn record_attempt(&mut self, attempt: &LoginAttempt) -> Result<(), AppError>;
    /// Remembers the state of a OneID login under way (and forgets the states that have expired).
    fn save_oneid_state(&mut self, state: &str, expires_at: DateTime<Utc>) -> Result<(), AppError>;
}

#[cfg_attr(test, mockall::automock)]
pub trait SessionStore: Send + Sync {
    /// The user of a session, with roles and institutions, read in one round trip; `None` when
    /// the session was ended or the user deleted.
    fn session_user(&self, session_id: &str, user_id: UserId) -> Result<Option<UserRecord>, AppError>;
    /// The user of a session when the store holds it in memory, without any round trip (and so
    /// without waiting for a connection); `None` says only that it must be read.
    fn remembered_session_user(&self, session_id: &str, user_id: UserId) -> Option<UserRecord>;
    /// The user's open sessions at `now`, newest first.
    fn sessions_of(&self, user: UserId, now: DateTime<Utc>, page: PageRequest) -> Result<Page<OpenSession>, AppError>;
    /// Failed attempts for the username since the instant.
    fn failures_since(&self, username: &str, since: DateTime<Utc>) -> Result<i64, AppError>;
    /// Forgets the state and tells whether it was remembered and unexpired at `now`: each state
    /// is good for one return only.
    fn take_oneid_state(&self, state: &str, now: DateTime<Utc>) -> Result<bool, AppError>;
}

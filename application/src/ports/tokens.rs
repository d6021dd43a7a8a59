use chrono::{DateTime, Utc};
use domain::ids::{InstitutionId, RoleId, UserId};

use crate::AppError;

/// What an access token says: whose session it is, in which role and institution, and when it
/// ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionClaims {
    pub session_id: String,
    pub user_id: UserId,
    pub role_id: RoleId,
    pub institution_id: Option<InstitutionId>,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub access_token: String,
    pub claims: SessionClaims,
}

#[cfg_attr(test, mockall::automock)]
pub trait TokenIssuer: Send + Sync {
    /// A new signed token for a new session id, living `domain::session::token_lifetime()` from `now`.
    fn issue(&self, user: UserId, role: RoleId, institution: Option<InstitutionId>, now: DateTime<Utc>) -> Result<IssuedToken, AppError>;
    /// The claims of a token this issuer signed and that has not expired;
    /// `AppError::Unauthenticated` otherwise.
    fn verify(&self, token: &str) -> Result<SessionClaims, AppError>;
}

use crate::AppError;

/// The person OneID vouches for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OneIdPerson {
    pub pinfl: String,
    pub full_name: String,
}

/// The national single sign-on.
#[cfg_attr(test, mockall::automock)]
pub trait OneIdClient: Send + Sync {
    /// A new unguessable state for one login.
    fn new_state(&self) -> String;
    /// Where to send the person's browser to sign in, carrying the state.
    fn authorize_url(&self, state: &str) -> String;
    /// The person a returned code belongs to. `Unauthenticated` when OneID refuses the code,
    /// `Disabled(OneIdRule::Unreachable)` when OneID cannot be asked.
    fn identify(&self, code: &str) -> Result<OneIdPerson, AppError>;
}

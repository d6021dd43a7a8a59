use domain::audit::{AuditAction, EntityType};
use domain::session::{is_locked_out, lockout_window};
use domain::user::Password;
use domain::validation::{Invalid, ValidationErrors};

use super::account_changes;
use crate::ports::{in_transaction, AuditContext, Clock, LoginAttempt, PasswordHasher, RequestMeta, SessionStore, UnitOfWork, UserQueries};
use crate::session::{record_attempt, Session};
use crate::AppError;

#[derive(Clone, PartialEq, Eq)]
pub struct PasswordChange {
    pub current_password: String,
    pub new_password: String,
}

/// One changes one's own password: the current one proves it is them (a wrong one counts towards
/// the same lockout as a wrong login), the new one follows the policy, and every other session of
/// theirs ends; this one goes on, and a temporary password is no longer required to change.
pub struct ChangeOwnPassword<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub users: &'a dyn UserQueries,
    pub sessions: &'a dyn SessionStore,
    pub hasher: &'a dyn PasswordHasher,
    pub clock: &'a dyn Clock,
}

impl ChangeOwnPassword<'_> {
    pub fn execute(&self, session: &Session, change: PasswordChange, request: &RequestMeta) -> Result<(), AppError> {
        let user = &session.profile.user;
        let mut errors = ValidationErrors::new();
        if change.current_password.is_empty() {
            errors.add("current_password", Invalid::Required);
        }
        errors.check("new_password", Password::parse(&change.new_password));
        errors.into_result()?;

        let now = self.clock.now();
        if is_locked_out(self.sessions.failures_since(&user.username, now - lockout_window())?) {
            return Err(AppError::TooManyAttempts);
        }
        let stored = self.users.find_credentials(&user.username)?.ok_or(AppError::Unauthenticated)?;
        if !self.hasher.verify(&change.current_password, &stored.password_hash) {
            let attempt = LoginAttempt {
                username: user.username.clone(),
                user_id: None,
                at: now,
                client_ip: request.client_ip.clone(),
                session: None,
            };
            record_attempt(self.unit, &attempt, &AuditContext::by(&session.actor, AuditAction::PasswordChange, request))?;
            return Err(ValidationErrors::single("current_password", Invalid::WrongPassword).into());
        }
        let is_current = self.hasher.verify(&change.new_password, &stored.password_hash);
        let new = Password::parse_new(&change.new_password, &user.username, is_current)
            .map_err(|invalid| ValidationErrors::single("new_password", invalid))?;
        let hash = self.hasher.hash(new.expose())?;

        let context = AuditContext::by(&session.actor, AuditAction::PasswordChange, request);
        in_transaction(self.unit, |tx| {
            // The password proven above must still be the stored one when the new one replaces it.
            if tx.accounts().password_hash(user.id)?.as_deref() != Some(stored.password_hash.as_str()) {
                return Err(AppError::StaleVersion);
            }
            tx.accounts().set_password(user.id, &hash, false)?;
            let ended = tx.accounts().end_sessions(user.id, Some(&session.claims.session_id))?;
            tx.audit().record(&context, EntityType::User, Some(user.id.get()), &account_changes(true, ended))
        })
    }
}

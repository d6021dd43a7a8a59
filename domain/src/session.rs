use chrono::Duration;

use crate::ids::InstitutionId;
use crate::language::{Language, Localized};

/// How long an access token lives.
pub fn token_lifetime() -> Duration {
    Duration::hours(12)
}

/// After this many failed logins for one username within the window, logins are refused for the
/// rest of the window.
pub const MAX_FAILED_LOGINS: i64 = 10;

pub fn lockout_window() -> Duration {
    Duration::minutes(15)
}

pub fn is_locked_out(recent_failures: i64) -> bool {
    recent_failures >= MAX_FAILED_LOGINS
}

/// The institution a session works in: the current one while the user still holds it, else the
/// user's first institution, else none (a ministry user).
pub fn session_institution(held: &[InstitutionId], current: Option<InstitutionId>) -> Option<InstitutionId> {
    match current {
        Some(id) if held.contains(&id) => Some(id),
        _ => held.iter().min().copied(),
    }
}

/// How long a OneID login may take between leaving for OneID and coming back.
pub fn oneid_state_lifetime() -> Duration {
    Duration::minutes(10)
}

/// Refusals of logging in through OneID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OneIdRule {
    /// The server has no OneID client registration.
    NotConfigured,
    /// OneID could not be reached or refused to answer.
    Unreachable,
}

impl Localized for OneIdRule {
    fn code(&self) -> &'static str {
        match self {
            OneIdRule::NotConfigured => "oneid_not_configured",
            OneIdRule::Unreachable => "oneid_unreachable",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (OneIdRule::NotConfigured, Uz | UzCyrl) => "OneID orqali kirish sozlanmagan",
            (OneIdRule::NotConfigured, Ru) => "Вход через OneID не настроен",
            (OneIdRule::NotConfigured, En) => "Signing in with OneID is not set up",
            (OneIdRule::Unreachable, Uz | UzCyrl) => "OneID tizimi bilan bog‘lanib bo‘lmadi, birozdan so‘ng qayta urinib ko‘ring",
            (OneIdRule::Unreachable, Ru) => "Не удалось связаться с OneID, повторите попытку позже",
            (OneIdRule::Unreachable, En) => "OneID could not be reached, please try again later",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lockout_starts_at_the_tenth_failure() {
        assert!(!is_locked_out(9));
        assert!(is_locked_out(10));
    }

    #[test]
    fn keeps_the_current_institution_while_held() {
        let one = InstitutionId::from_stored(1);
        let three = InstitutionId::from_stored(3);
        assert_eq!(session_institution(&[three, one], Some(three)), Some(three));
        assert_eq!(session_institution(&[three, one], None), Some(one));
        assert_eq!(session_institution(&[three], Some(one)), Some(three));
        assert_eq!(session_institution(&[], Some(one)), None);
    }
}

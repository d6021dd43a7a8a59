use domain::session::{oneid_state_lifetime, OneIdRule};

use crate::ports::{Clock, OneIdClient, SessionStore};
use crate::AppError;

/// Starts a OneID login: remembers a fresh state and answers where to send the browser.
pub struct StartOneIdLogin<'a> {
    pub oneid: Option<&'a dyn OneIdClient>,
    pub sessions: &'a dyn SessionStore,
    pub clock: &'a dyn Clock,
}

impl StartOneIdLogin<'_> {
    pub fn execute(&self) -> Result<String, AppError> {
        let oneid = self.oneid.ok_or_else(|| AppError::Disabled(Box::new(OneIdRule::NotConfigured)))?;
        let state = oneid.new_state();
        self.sessions.save_oneid_state(&state, self.clock.now() + oneid_state_lifetime())?;
        Ok(oneid.authorize_url(&state))
    }
}

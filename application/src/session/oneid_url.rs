use domain::session::{oneid_state_lifetime, OneIdRule};

use crate::ports::{in_transaction, Clock, OneIdClient, UnitOfWork};
use crate::AppError;

/// Starts a OneID login: remembers a fresh state and answers where to send the browser.
pub struct StartOneIdLogin<'a> {
    pub oneid: Option<&'a dyn OneIdClient>,
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl StartOneIdLogin<'_> {
    pub fn execute(&self) -> Result<String, AppError> {
        let oneid = self.oneid.ok_or_else(|| AppError::Disabled(Box::new(OneIdRule::NotConfigured)))?;
        let state = oneid.new_state();
        let expires_at = self.clock.now() + oneid_state_lifetime();
        in_transaction(self.unit, |tx| tx.accounts().save_oneid_state(&state, expires_at))?;
        Ok(oneid.authorize_url(&state))
    }
}

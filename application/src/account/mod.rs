//! One's own account: changing the password, the sessions one holds; and an administrator's
//! reset of another's password.

mod change_password;
mod end_other_sessions;
mod end_session;
mod my_sessions;
mod reset_password;

pub use change_password::*;
pub use end_other_sessions::*;
pub use end_session::*;
pub use my_sessions::*;
pub use reset_password::*;

use domain::audit::{AuditValue, Changes};

/// The trail's record of what an account change did, the password itself never written.
fn account_changes(password_changed: bool, ended_sessions: usize) -> Changes {
    let mut changes: Changes = Vec::new();
    if password_changed {
        changes.push(("password_changed", AuditValue::Null, AuditValue::Bool(true)));
    }
    changes.push(("ended_sessions", AuditValue::Null, AuditValue::Int(ended_sessions as i64)));
    changes
}

#[cfg(test)]
mod tests;

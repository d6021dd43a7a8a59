//! `/users/me/…`: one's own password and sessions; `/users/{id}/reset-password/`.

mod change_password;
mod end_other_sessions;
mod end_session;
mod reset_password;
mod sessions;

pub use change_password::*;
pub use end_other_sessions::*;
pub use end_session::*;
pub use reset_password::*;
pub use sessions::*;

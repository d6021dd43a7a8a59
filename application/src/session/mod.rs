//! Logging in and out, the profile, and switching role or institution.

mod authenticate;
mod change_institution;
mod change_role;
pub(crate) mod login;
mod logout;
mod my_institutions;
mod oneid_login;
mod oneid_url;
mod profile;
mod reach;

pub use authenticate::*;
pub use change_institution::*;
pub use change_role::*;
pub use login::*;
pub use logout::*;
pub use my_institutions::*;
pub use oneid_login::*;
pub use oneid_url::*;
pub use profile::*;
pub use reach::*;

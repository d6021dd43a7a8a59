//! Logging in and out, the profile, switching role and institution.

mod change_institution;
mod change_role;
mod login;
mod logout;
mod my_institutions;
mod oneid;
mod profile;

pub use change_institution::*;
pub use change_role::*;
pub use login::*;
pub use logout::*;
pub use my_institutions::*;
pub use oneid::*;
pub use profile::*;

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenDto {
    pub access_token: String,
}

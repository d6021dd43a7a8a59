//! `/users/`: user accounts.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use application::ports::UserRecord;
use chrono::{DateTime, Utc};
use domain::user::UserForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, RoleRefDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct UserDto {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub pinfl: Option<String>,
    pub is_active: bool,
    pub is_system: bool,
    pub roles: Vec<RoleRefDto>,
    pub institutions: Vec<InstitutionRefDto>,
    pub institution_ids: Vec<i64>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub version: i32,
}

impl From<UserRecord> for UserDto {
    fn from(user: UserRecord) -> Self {
        UserDto {
            id: user.id.get(),
            roles: user.roles.iter().map(RoleRefDto::from).collect(),
            institutions: user.institutions.iter().map(InstitutionRefDto::from).collect(),
            institution_ids: user.institutions.iter().map(|i| i.id.get()).collect(),
            username: user.username,
            name: user.name,
            pinfl: user.pinfl,
            is_active: user.is_active,
            is_system: user.is_system,
            last_login_at: user.last_login_at,
            version: user.version.get(),
        }
    }
}

/// A user as a form sends it. `password` is write-only: required on create, and on update an
/// empty or absent one keeps the stored password.
#[derive(Debug, Deserialize, ToSchema)]
pub struct UserWriteDto {
    #[serde(default)]
    #[schema(required = true, min_length = 3, max_length = 64, pattern = r"^[a-z0-9][a-z0-9._-]*$")]
    pub username: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub name: String,
    #[serde(default)]
    pub password: Option<String>,
    /// Role ids; at least one.
    #[serde(default)]
    #[schema(required = true, min_items = 1)]
    pub roles: Vec<i64>,
    #[serde(default)]
    pub institution_ids: Vec<i64>,
    #[serde(default)]
    pub pinfl: Option<String>,
    #[serde(default = "active")]
    pub is_active: bool,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

fn active() -> bool {
    true
}

impl UserWriteDto {
    pub fn form(&self) -> UserForm {
        UserForm {
            username: self.username.clone(),
            name: self.name.clone(),
            password: self.password.clone(),
            roles: self.roles.clone(),
            institution_ids: self.institution_ids.clone(),
            pinfl: self.pinfl.clone(),
            is_active: self.is_active,
        }
    }
}

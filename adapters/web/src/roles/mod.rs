//! `/roles/` and the `/permissions/` catalogue.

mod create;
mod delete;
mod get;
mod list;
mod permissions;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use permissions::*;
pub use update::*;

use application::roles::RoleForm;
use domain::role::Role;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct RoleDto {
    pub id: i64,
    pub name: String,
    /// Permission codes of the catalogue.
    #[schema(value_type = Vec<crate::dto::PermissionCode>)]
    pub permissions: Vec<String>,
    /// `MINISTRY` or `INSTITUTION`.
    #[schema(value_type = crate::codes::RoleLevelCode)]
    pub level: String,
    pub is_system: bool,
    /// Delivered with the product: its name cannot change (409 `delivered_role_name_is_fixed`).
    pub is_delivered: bool,
    pub version: i32,
}

impl From<Role> for RoleDto {
    fn from(role: Role) -> Self {
        RoleDto {
            id: role.id.get(),
            is_delivered: role.is_delivered(),
            permissions: role.permissions.iter().map(|p| p.code().to_string()).collect(),
            level: role.level.code().to_string(),
            name: role.name,
            is_system: role.is_system,
            version: role.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RoleWriteDto {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub name: String,
    #[serde(default)]
    #[schema(value_type = Vec<crate::dto::PermissionCode>)]
    #[schema(required = true, min_items = 1)]
    pub permissions: Vec<String>,
    /// `MINISTRY` or `INSTITUTION`.
    #[serde(default)]
    #[schema(value_type = crate::codes::RoleLevelCode)]
    #[schema(required = true)]
    pub level: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl RoleWriteDto {
    pub fn form(&self) -> RoleForm {
        RoleForm { name: self.name.clone(), permissions: self.permissions.clone(), level: self.level.clone() }
    }
}

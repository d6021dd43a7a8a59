//! The first administrator of a new installation, made by `make deploy` (never demo data).

use application::ports::{AuditContext, RequestMeta};
use diesel::prelude::*;
use domain::audit::{AuditAction, EntityType};
use domain::role::names;
use serde_json::Value;

use crate::audit::record;
use crate::schema::{roles, user_roles, users};
use crate::store::PgStore;

/// Creates a Superadmin with the username and password hash unless a user holding that role
/// exists; answers whether one was created. The creation is audited as made by no user.
pub fn create_first_admin(store: &PgStore, username: &str, password_hash: &str) -> Result<bool, String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        let role: i64 = roles::table.filter(roles::name.eq(names::SUPERADMIN)).select(roles::id).first(conn)?;
        let holders = user_roles::table.filter(user_roles::role_id.eq(role)).select(user_roles::user_id);
        let exists: bool =
            diesel::select(diesel::dsl::exists(users::table.filter(users::deleted_at.is_null()).filter(users::id.eq_any(holders))))
                .get_result(conn)?;
        if exists {
            return Ok(false);
        }
        let id: i64 = diesel::insert_into(users::table)
            .values((
                users::username.eq(username),
                users::name.eq("Tizim administratori"),
                users::password_hash.eq(password_hash),
                users::is_system.eq(true),
            ))
            .returning(users::id)
            .get_result(conn)?;
        diesel::insert_into(user_roles::table).values((user_roles::user_id.eq(id), user_roles::role_id.eq(role))).execute(conn)?;
        let context = AuditContext {
            user_id: None,
            role_id: None,
            institution_id: None,
            action: AuditAction::Create,
            request: RequestMeta::default(),
        };
        let mut changes = serde_json::Map::new();
        changes.insert("username".into(), Value::Array(vec![Value::Null, username.into()]));
        changes.insert("roles".into(), Value::Array(vec![Value::Null, names::SUPERADMIN.into()]));
        record(conn, &context, EntityType::User, Some(id), changes)?;
        Ok(true)
    })
    .map_err(|e| e.to_string())
}

use diesel::prelude::*;
use domain::role::delivered_roles;

use crate::roles::codes;
use crate::schema::roles;
use crate::statements::Statement;
use crate::store::PgStore;

/// The id of the role of that name, whatever its letters' case.
fn named(name: &str) -> roles::BoxedQuery<'_, diesel::pg::Pg, diesel::sql_types::BigInt> {
    roles::table
        .filter(diesel::dsl::sql::<diesel::sql_types::Bool>("lower(name) = lower(").bind::<diesel::sql_types::Text, _>(name).sql(")"))
        .select(roles::id)
        .into_boxed()
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered("delivered.named", named("x"))]
}

/// Creates the delivered roles that are missing. The system role is brought up to the whole
/// catalogue on every start, so a permission added in a release reaches it at once; the other
/// delivered roles are left as the ministry has edited them.
pub fn ensure_delivered_roles(store: &PgStore) -> Result<(), String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        for role in delivered_roles() {
            let existing: Option<i64> = named(role.name).first(conn).optional()?;
            match existing {
                None => {
                    diesel::insert_into(roles::table)
                        .values((
                            roles::name.eq(role.name),
                            roles::level.eq(role.level.code()),
                            roles::permissions.eq(codes(&role.permissions)),
                            roles::is_system.eq(role.is_system),
                        ))
                        .execute(conn)?;
                }
                Some(id) if role.is_system => {
                    diesel::update(roles::table.find(id))
                        .set((
                            roles::permissions.eq(codes(&role.permissions)),
                            roles::is_system.eq(true),
                            roles::level.eq(role.level.code()),
                        ))
                        .execute(conn)?;
                }
                Some(_) => {}
            }
        }
        Ok(())
    })
    .map_err(|e| e.to_string())
}

use std::collections::BTreeSet;

use application::ports::{AuditContext, RoleOrderField, RoleQuery, RoleRepository};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::audit::EntityType;
use domain::ids::RoleId;
use domain::paging::Page;
use domain::permission::Permission;
use domain::role::{Role, RoleDraft, RoleLevel, RoleRule};
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, unique_violation, TxError};
use crate::schema::{roles, user_roles, users};
use crate::session_cache::Change;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = roles)]
pub(crate) struct RoleRow {
    pub(crate) id: i64,
    pub(crate) name: String,
    pub(crate) level: String,
    pub(crate) permissions: Vec<String>,
    pub(crate) is_system: bool,
    pub(crate) version: i32,
}

impl RoleRow {
    /// Codes no longer in the catalogue are dropped: a removed permission grants nothing.
    pub(crate) fn into_role(self) -> Role {
        Role {
            id: RoleId::from_stored(self.id),
            name: self.name,
            permissions: self.permissions.iter().filter_map(|code| Permission::parse(code).ok()).collect(),
            level: RoleLevel::parse(&self.level).unwrap_or(RoleLevel::Institution),
            is_system: self.is_system,
            version: Version::new(self.version),
        }
    }
}

pub(crate) fn codes(permissions: &BTreeSet<Permission>) -> Vec<String> {
    permissions.iter().map(|p| p.code().to_string()).collect()
}

fn name_taken(error: diesel::result::Error) -> TxError {
    match unique_violation(&error) {
        Some("roles_name_key") => TxError(AppError::conflict(RoleRule::NameTaken)),
        _ => TxError::from(error),
    }
}

type Boxed<'a> = roles::BoxedQuery<'a, diesel::pg::Pg>;

fn filtered(query: &RoleQuery) -> Boxed<'_> {
    let mut sql = roles::table.into_boxed();
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        sql = sql.filter(roles::name.ilike(format!("%{}%", escape_like(search))));
    }
    if let Some(level) = query.level {
        sql = sql.filter(roles::level.eq(level.code()));
    }
    sql
}

/// Escapes the wildcard characters of LIKE so that a search matches them literally.
pub(crate) fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

impl RoleRepository for PgStore {
    fn list(&self, query: &RoleQuery) -> Result<Page<Role>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(roles::id)).map_err(internal)?;
        let sql = filtered(query);
        let sql = match (query.ordering.field, query.ordering.descending) {
            (RoleOrderField::Id, false) => sql.order(roles::id.asc()),
            (RoleOrderField::Id, true) => sql.order(roles::id.desc()),
            (RoleOrderField::Name, false) => sql.order((roles::name.asc(), roles::id.asc())),
            (RoleOrderField::Name, true) => sql.order((roles::name.desc(), roles::id.asc())),
        };
        let rows: Vec<RoleRow> =
            sql.select(RoleRow::as_select()).limit(query.page.limit()).offset(query.page.offset()).load(&mut conn).map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(RoleRow::into_role).collect(), total))
    }

    fn find(&self, id: RoleId) -> Result<Option<Role>, AppError> {
        let mut conn = self.conn()?;
        let row = roles::table.find(id.get()).select(RoleRow::as_select()).first(&mut conn).optional().map_err(internal)?;
        Ok(row.map(RoleRow::into_role))
    }

    fn find_many(&self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError> {
        let mut conn = self.conn()?;
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<RoleRow> =
            roles::table.filter(roles::id.eq_any(ids)).order(roles::id).select(RoleRow::as_select()).load(&mut conn).map_err(internal)?;
        Ok(rows.into_iter().map(RoleRow::into_role).collect())
    }

    fn create(&self, draft: &RoleDraft, audit: &AuditContext) -> Result<Role, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let role = diesel::insert_into(roles::table)
                .values((
                    roles::name.eq(&draft.name),
                    roles::level.eq(draft.level.code()),
                    roles::permissions.eq(codes(&draft.permissions)),
                ))
                .returning(RoleRow::as_returning())
                .get_result(conn)
                .map_err(name_taken)?
                .into_role();
            record(conn, audit, EntityType::Role, Some(role.id.get()), diff(None, Some(&snapshot(&role))))?;
            Ok(role)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: RoleId, draft: &RoleDraft, version: Version, audit: &AuditContext) -> Result<Role, AppError> {
        let mut conn = self.conn()?;
        let result = conn
            .transaction::<_, TxError, _>(|conn| {
                let before = find_role(conn, id)?.ok_or(TxError(AppError::NotFound))?;
                let target = roles::table.filter(roles::id.eq(id.get()).and(roles::version.eq(version.get())));
                let updated: Option<RoleRow> = diesel::update(target)
                    .set((
                        roles::name.eq(&draft.name),
                        roles::level.eq(draft.level.code()),
                        roles::permissions.eq(codes(&draft.permissions)),
                        roles::version.eq(roles::version + 1),
                        roles::updated_at.eq(Utc::now()),
                    ))
                    .returning(RoleRow::as_returning())
                    .get_result(conn)
                    .optional()
                    .map_err(name_taken)?;
                let role = updated.ok_or(TxError(AppError::StaleVersion))?.into_role();
                record(conn, audit, EntityType::Role, Some(id.get()), diff(Some(&snapshot(&before)), Some(&snapshot(&role))))?;
                Ok(role)
            })
            .map_err(|e| e.0);
        self.touching_sessions(Change::Everything, result)
    }

    fn delete(&self, id: RoleId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        let result = conn
            .transaction::<_, TxError, _>(|conn| {
                let before = find_role(conn, id)?.ok_or(TxError(AppError::NotFound))?;
                let holders: i64 = user_roles::table
                    .inner_join(users::table)
                    .filter(user_roles::role_id.eq(id.get()).and(users::deleted_at.is_null()))
                    .count()
                    .get_result(conn)?;
                if holders > 0 {
                    return Err(AppError::conflict(RoleRule::InUse { users: holders }).into());
                }
                diesel::delete(roles::table.find(id.get())).execute(conn)?;
                record(conn, audit, EntityType::Role, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
                Ok(())
            })
            .map_err(|e| e.0);
        self.touching_sessions(Change::Everything, result)
    }
}

fn snapshot(role: &Role) -> Snapshot {
    let mut fields = Snapshot::new();
    fields.insert("name".into(), role.name.clone().into());
    fields.insert("level".into(), role.level.code().into());
    fields.insert("permissions".into(), codes(&role.permissions).into());
    fields
}

fn find_role(conn: &mut PgConnection, id: RoleId) -> QueryResult<Option<Role>> {
    Ok(roles::table.find(id.get()).select(RoleRow::as_select()).first(conn).optional()?.map(RoleRow::into_role))
}

use std::collections::BTreeSet;

use crate::stored;
use application::ports::{Lock, RoleOrderField, RoleQueries, RoleQuery, RoleRepository};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::ids::RoleId;
use domain::paging::Page;
use domain::permission::Permission;
use domain::role::{Role, RoleDraft, RoleLevel, RoleRule};
use domain::version::Version;

use crate::errors::{internal, unique_violation};
use crate::schema::{roles, user_roles, users};
use crate::session_cache::Change;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

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
    pub(crate) fn into_role(self) -> Result<Role, AppError> {
        Ok(Role {
            id: RoleId::from_stored(self.id),
            name: self.name,
            permissions: self.permissions.iter().filter_map(|code| Permission::parse(code).ok()).collect(),
            level: stored::code(RoleLevel::parse, &self.level, "a role's level")?,
            is_system: self.is_system,
            version: Version::new(self.version),
        })
    }
}

pub(crate) fn codes(permissions: &BTreeSet<Permission>) -> Vec<String> {
    permissions.iter().map(|p| p.code().to_string()).collect()
}

fn name_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("roles_name_key") => AppError::conflict(RoleRule::NameTaken),
        _ => internal(error),
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

impl RoleQueries for PgStore {
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
        Ok(Page::new(rows.into_iter().map(RoleRow::into_role).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: RoleId) -> Result<Option<Role>, AppError> {
        let mut conn = self.conn()?;
        let row = roles::table.find(id.get()).select(RoleRow::as_select()).first(&mut conn).optional().map_err(internal)?;
        row.map(RoleRow::into_role).transpose()
    }

    fn find_many(&self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError> {
        let mut conn = self.conn()?;
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<RoleRow> =
            roles::table.filter(roles::id.eq_any(ids)).order(roles::id).select(RoleRow::as_select()).load(&mut conn).map_err(internal)?;
        rows.into_iter().map(RoleRow::into_role).collect()
    }
}

impl RoleRepository for PgTransaction<'_> {
    fn find(&mut self, id: RoleId, lock: Lock) -> Result<Option<Role>, AppError> {
        let q = roles::table.find(id.get()).select(RoleRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(RoleRow::into_role).transpose()
    }

    fn find_many(&mut self, ids: &BTreeSet<RoleId>) -> Result<Vec<Role>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<RoleRow> =
            roles::table.filter(roles::id.eq_any(ids)).order(roles::id).select(RoleRow::as_select()).load(self.conn).map_err(internal)?;
        rows.into_iter().map(RoleRow::into_role).collect()
    }

    fn insert(&mut self, draft: &RoleDraft) -> Result<Role, AppError> {
        diesel::insert_into(roles::table)
            .values((roles::name.eq(&draft.name), roles::level.eq(draft.level.code()), roles::permissions.eq(codes(&draft.permissions))))
            .returning(RoleRow::as_returning())
            .get_result(self.conn)
            .map_err(name_taken)?
            .into_role()
    }

    fn save(&mut self, id: RoleId, draft: &RoleDraft, version: Version) -> Result<Role, AppError> {
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
            .get_result(self.conn)
            .optional()
            .map_err(name_taken)?;
        let role = updated.ok_or(AppError::StaleVersion)?.into_role()?;
        // A role's permissions travel in the sessions of everyone who holds it.
        self.sessions_changed(Change::Everything);
        Ok(role)
    }

    fn holders(&mut self, id: RoleId) -> Result<i64, AppError> {
        user_roles::table
            .inner_join(users::table)
            .filter(user_roles::role_id.eq(id.get()).and(users::deleted_at.is_null()))
            .count()
            .get_result(self.conn)
            .map_err(internal)
    }

    fn delete(&mut self, role: &Role) -> Result<(), AppError> {
        diesel::delete(roles::table.find(role.id.get())).execute(self.conn).map_err(internal)?;
        self.sessions_changed(Change::Everything);
        Ok(())
    }
}

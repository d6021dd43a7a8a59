use std::collections::{BTreeSet, HashMap};

use crate::stored;
use application::ports::{
    Credentials, InstitutionRef, Lock, UserOrderField, UserQueries, UserQuery, UserRecord, UserRepository, UserWrite,
};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::actor::Scope;
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::user::UserRule;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::{escape_like, RoleRow};
use crate::schema::{institutions, roles, user_institutions, user_roles, users};
use crate::session_cache::Change;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{total, Counter};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable, QueryableByName)]
#[diesel(table_name = users)]
struct UserRow {
    id: i64,
    username: String,
    name: String,
    pinfl: Option<String>,
    is_active: bool,
    is_system: bool,
    last_login_at: Option<DateTime<Utc>>,
    must_change_password: bool,
    version: i32,
}

fn username_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("users_username_key") => AppError::conflict(UserRule::UsernameTaken),
        Some("users_pinfl_key") => AppError::conflict(UserRule::PinflTaken),
        _ => internal(error),
    }
}

type Boxed<'a> = users::BoxedQuery<'a, diesel::pg::Pg>;

/// The counter that answers the list's total: every user, or the active or inactive ones.
fn counter(query: &UserQuery) -> Option<Counter> {
    let plain = query.scope == Scope::Everywhere
        && query.institution_id.is_none()
        && query.role_id.is_none()
        && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain.then(|| Counter::of("user", None).with_status(query.is_active.map(|a| a.to_string()).as_deref()))
}

fn filtered(query: &UserQuery) -> Boxed<'_> {
    let mut q = users::table.filter(users::deleted_at.is_null()).into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => {
            let members =
                user_institutions::table.filter(user_institutions::institution_id.eq(id.get())).select(user_institutions::user_id);
            q = q.filter(users::id.eq_any(members));
        }
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(institution) = query.institution_id {
        let members =
            user_institutions::table.filter(user_institutions::institution_id.eq(institution.get())).select(user_institutions::user_id);
        q = q.filter(users::id.eq_any(members));
    }
    if let Some(role) = query.role_id {
        let holders = user_roles::table.filter(user_roles::role_id.eq(role.get())).select(user_roles::user_id);
        q = q.filter(users::id.eq_any(holders));
    }
    if let Some(active) = query.is_active {
        q = q.filter(users::is_active.eq(active));
    }
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        // The same expression as users_search_idx, so the trigram index serves it.
        q = q.filter(sql::<Bool>("(name || ' ' || username) ILIKE ").bind::<Text, _>(format!("%{}%", escape_like(search))));
    }
    q
}

/// Attaches roles and institutions to user rows with one query each, whatever the page size.
fn with_links(conn: &mut PgConnection, rows: Vec<UserRow>) -> QueryResult<Vec<UserRecord>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let role_links: Vec<(i64, RoleRow)> = user_roles::table
        .inner_join(roles::table)
        .filter(user_roles::user_id.eq_any(&ids))
        .order((user_roles::user_id, roles::id))
        .select((user_roles::user_id, RoleRow::as_select()))
        .load(conn)?;
    let institution_links: Vec<(i64, i64, String, String, String, String)> = user_institutions::table
        .inner_join(institutions::table)
        .filter(user_institutions::user_id.eq_any(&ids))
        .order((user_institutions::user_id, institutions::id))
        .select((
            user_institutions::user_id,
            institutions::id,
            institutions::name_uz,
            institutions::name_uz_cyrl,
            institutions::name_ru,
            institutions::name_en,
        ))
        .load(conn)?;
    let mut roles_of: HashMap<i64, Vec<_>> = HashMap::new();
    for (user, role) in role_links {
        roles_of.entry(user).or_default().push(role.into_role().map_err(stored::malformed)?);
    }
    let mut institutions_of: HashMap<i64, Vec<InstitutionRef>> = HashMap::new();
    for (user, id, uz, uz_cyrl, ru, en) in institution_links {
        institutions_of
            .entry(user)
            .or_default()
            .push(InstitutionRef { id: InstitutionId::from_stored(id), name: MultilingualName::from_stored(uz, uz_cyrl, ru, en) });
    }
    Ok(rows
        .into_iter()
        .map(|row| UserRecord {
            id: UserId::from_stored(row.id),
            // A user with no roles or no institutions has none in the maps.
            roles: roles_of.remove(&row.id).unwrap_or_default(),
            institutions: institutions_of.remove(&row.id).unwrap_or_default(),
            username: row.username,
            name: row.name,
            pinfl: row.pinfl,
            is_active: row.is_active,
            is_system: row.is_system,
            last_login_at: row.last_login_at,
            must_change_password: row.must_change_password,
            version: Version::new(row.version),
        })
        .collect())
}

#[derive(QueryableByName)]
struct SessionUserRow {
    #[diesel(embed)]
    user: UserRow,
    #[diesel(sql_type = diesel::sql_types::Json)]
    roles: serde_json::Value,
    #[diesel(sql_type = diesel::sql_types::Json)]
    institutions: serde_json::Value,
}

#[derive(serde::Deserialize)]
struct RoleJson {
    id: i64,
    name: String,
    level: String,
    permissions: Vec<String>,
    is_system: bool,
    version: i32,
}

#[derive(serde::Deserialize)]
struct InstitutionJson {
    id: i64,
    uz: String,
    /// Absent from what a database of the previous release answers.
    #[serde(default)]
    uz_cyrl: String,
    ru: String,
    en: String,
}

const SESSION_USER: Statement = Statement::new("users.session_user", &["text", "int8"], "SELECT * FROM session_user_of($1, $2)");

/// The user of a session that was not ended, with roles and institutions: one statement, so that
/// authenticating a request costs one round trip (a function, so each connection plans it once).
pub(crate) fn session_user(conn: &mut PgConnection, session_id: &str, user_id: i64) -> QueryResult<Option<UserRecord>> {
    let row: Option<SessionUserRow> =
        SESSION_USER.query().bind::<Text, _>(session_id).bind::<diesel::sql_types::BigInt, _>(user_id).get_result(conn).optional()?;
    let Some(row) = row else { return Ok(None) };
    let malformed = |e: serde_json::Error| diesel::result::Error::DeserializationError(Box::new(e));
    let roles: Vec<RoleJson> = serde_json::from_value(row.roles).map_err(malformed)?;
    let institutions: Vec<InstitutionJson> = serde_json::from_value(row.institutions).map_err(malformed)?;
    let user = row.user;
    Ok(Some(UserRecord {
        id: UserId::from_stored(user.id),
        roles: roles
            .into_iter()
            .map(|r| {
                RoleRow { id: r.id, name: r.name, level: r.level, permissions: r.permissions, is_system: r.is_system, version: r.version }
                    .into_role()
            })
            .collect::<Result<_, _>>()
            .map_err(stored::malformed)?,
        institutions: institutions
            .into_iter()
            .map(|i| InstitutionRef {
                id: InstitutionId::from_stored(i.id),
                name: MultilingualName::from_stored(i.uz, i.uz_cyrl, i.ru, i.en),
            })
            .collect(),
        username: user.username,
        name: user.name,
        pinfl: user.pinfl,
        is_active: user.is_active,
        is_system: user.is_system,
        last_login_at: user.last_login_at,
        must_change_password: user.must_change_password,
        version: Version::new(user.version),
    }))
}

fn find_living(conn: &mut PgConnection, id: i64, lock: Lock) -> QueryResult<Option<UserRecord>> {
    let q = users::table.filter(users::id.eq(id).and(users::deleted_at.is_null())).select(UserRow::as_select());
    let row: Option<UserRow> = match lock {
        Lock::None => q.first(conn).optional()?,
        Lock::ForUpdate => q.for_update().first(conn).optional()?,
    };
    Ok(match row {
        Some(row) => with_links(conn, vec![row])?.pop(),
        None => None,
    })
}

fn replace_links(conn: &mut PgConnection, user: i64, roles: &BTreeSet<RoleId>, institutions: &BTreeSet<InstitutionId>) -> QueryResult<()> {
    diesel::delete(user_roles::table.filter(user_roles::user_id.eq(user))).execute(conn)?;
    diesel::delete(user_institutions::table.filter(user_institutions::user_id.eq(user))).execute(conn)?;
    let role_rows: Vec<_> = roles.iter().map(|r| (user_roles::user_id.eq(user), user_roles::role_id.eq(r.get()))).collect();
    diesel::insert_into(user_roles::table).values(role_rows).execute(conn)?;
    let institution_rows: Vec<_> =
        institutions.iter().map(|i| (user_institutions::user_id.eq(user), user_institutions::institution_id.eq(i.get()))).collect();
    diesel::insert_into(user_institutions::table).values(institution_rows).execute(conn)?;
    Ok(())
}

impl UserQueries for PgStore {
    fn find_credentials(&self, username: &str) -> Result<Option<Credentials>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<(i64, String, bool)> = users::table
            .filter(users::username.eq(username).and(users::deleted_at.is_null()))
            .select((users::id, users::password_hash, users::is_active))
            .first(&mut conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(|(id, password_hash, is_active)| Credentials { user_id: UserId::from_stored(id), password_hash, is_active }))
    }

    fn find_credentials_by_pinfl(&self, pinfl: &str) -> Result<Option<Credentials>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<(i64, String, bool)> = users::table
            .filter(users::pinfl.eq(pinfl).and(users::deleted_at.is_null()))
            .select((users::id, users::password_hash, users::is_active))
            .first(&mut conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(|(id, password_hash, is_active)| Credentials { user_id: UserId::from_stored(id), password_hash, is_active }))
    }

    fn find(&self, id: UserId) -> Result<Option<UserRecord>, AppError> {
        let mut conn = self.conn()?;
        find_living(&mut conn, id.get(), Lock::None).map_err(internal)
    }

    fn list(&self, query: &UserQuery) -> Result<Page<UserRecord>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, counter(query), || filtered(query).select(users::id)).map_err(internal)?;
        let q = filtered(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (UserOrderField::Id, false) => q.order(users::id.asc()),
            (UserOrderField::Id, true) => q.order(users::id.desc()),
            (UserOrderField::Name, false) => q.order((users::name.asc(), users::id.asc())),
            (UserOrderField::Name, true) => q.order((users::name.desc(), users::id.asc())),
            (UserOrderField::Username, false) => q.order(users::username.asc()),
            (UserOrderField::Username, true) => q.order(users::username.desc()),
            (UserOrderField::LastLoginAt, false) => q.order((users::last_login_at.asc().nulls_first(), users::id.asc())),
            (UserOrderField::LastLoginAt, true) => q.order((users::last_login_at.desc().nulls_last(), users::id.asc())),
        };
        let rows: Vec<UserRow> =
            q.select(UserRow::as_select()).limit(query.page.limit()).offset(query.page.offset()).load(&mut conn).map_err(internal)?;
        let items = with_links(&mut conn, rows).map_err(internal)?;
        Ok(Page::new(items, total))
    }
}

impl UserRepository for PgTransaction<'_> {
    fn find(&mut self, id: UserId, lock: Lock) -> Result<Option<UserRecord>, AppError> {
        find_living(self.conn, id.get(), lock).map_err(internal)
    }

    fn insert(&mut self, user: &UserWrite) -> Result<UserRecord, AppError> {
        let password_hash = user.password_hash.as_deref().ok_or(AppError::Internal("a new user needs a password hash".into()))?;
        let id: i64 = diesel::insert_into(users::table)
            .values((
                users::username.eq(&user.username),
                users::name.eq(&user.name),
                users::password_hash.eq(password_hash),
                users::pinfl.eq(&user.pinfl),
                users::is_active.eq(user.is_active),
            ))
            .returning(users::id)
            .get_result(self.conn)
            .map_err(username_taken)?;
        replace_links(self.conn, id, &user.roles, &user.institutions).map_err(internal)?;
        find_living(self.conn, id, Lock::None).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: UserId, user: &UserWrite, version: Version) -> Result<UserRecord, AppError> {
        let target = users::table.filter(users::id.eq(id.get()).and(users::version.eq(version.get())).and(users::deleted_at.is_null()));
        let changed = diesel::update(target)
            .set((
                users::username.eq(&user.username),
                users::name.eq(&user.name),
                users::pinfl.eq(&user.pinfl),
                users::is_active.eq(user.is_active),
                users::version.eq(users::version + 1),
                users::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(username_taken)?;
        stale_unless_changed(changed)?;
        if let Some(hash) = &user.password_hash {
            diesel::update(users::table.find(id.get())).set(users::password_hash.eq(hash)).execute(self.conn).map_err(internal)?;
        }
        replace_links(self.conn, id.get(), &user.roles, &user.institutions).map_err(internal)?;
        let saved = find_living(self.conn, id.get(), Lock::None).map_err(internal)?.ok_or(AppError::NotFound)?;
        self.sessions_changed(Change::User(id.get()));
        Ok(saved)
    }

    fn delete(&mut self, user: &UserRecord) -> Result<(), AppError> {
        let id = user.id.get();
        diesel::update(users::table.filter(users::id.eq(id)))
            .set((users::deleted_at.eq(Utc::now()), users::is_active.eq(false), users::version.eq(users::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        // A deleted account holds no role and belongs to no institution any more, so it never
        // keeps a role or an institution from being deleted.
        replace_links(self.conn, id, &BTreeSet::new(), &BTreeSet::new()).map_err(internal)?;
        self.sessions_changed(Change::User(id));
        Ok(())
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = UserQuery {
        scope: Scope::Nowhere,
        search: Some("x".into()),
        role_id: None,
        institution_id: None,
        is_active: None,
        ordering: Ordering { field: UserOrderField::Id, descending: false },
        page: PageRequest::largest(),
    };
    let filtered = Statement::rendered("users.filtered", filtered(&query).select(users::id));
    vec![filtered, SESSION_USER]
}

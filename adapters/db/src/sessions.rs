use application::ports::{AuditContext, FieldChange, FieldValue, LoginAttempt, NewSession, OpenSession, SessionStore, UserRecord};
use domain::audit::EntityType;
use domain::ids::UserId;
use domain::paging::{Page, PageRequest};

use crate::audit::{field_changes, record};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::errors::{internal, TxError};
use crate::schema::{login_attempts, oneid_states, revoked_sessions, user_sessions, users};
use crate::session_cache::Change;
use crate::store::PgStore;

/// id, started, expires, address, device
type SessionRow = (String, DateTime<Utc>, DateTime<Utc>, Option<String>, Option<String>);

impl SessionStore for PgStore {
    fn session_user(&self, session_id: &str, user_id: UserId) -> Result<Option<UserRecord>, AppError> {
        if let Some(user) = self.sessions.get(session_id, user_id.get()) {
            return Ok(Some(user));
        }
        let generation = self.sessions.generation();
        let mut conn = self.conn()?;
        let user = crate::users::session_user(&mut conn, session_id, user_id.get()).map_err(internal)?;
        if let Some(user) = &user {
            self.sessions.put(generation, session_id, user);
        }
        Ok(user)
    }

    fn end_session(
        &self,
        session_id: &str,
        expires_at: DateTime<Utc>,
        successor: Option<&NewSession>,
        audit: &AuditContext,
        changes: &[FieldChange],
    ) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            // Revocations of tokens that have expired anyway, and their sessions, are no longer needed.
            diesel::delete(revoked_sessions::table.filter(revoked_sessions::expires_at.lt(Utc::now()))).execute(conn)?;
            diesel::delete(user_sessions::table.filter(user_sessions::expires_at.lt(Utc::now()))).execute(conn)?;
            diesel::insert_into(revoked_sessions::table)
                .values((revoked_sessions::session_id.eq(session_id), revoked_sessions::expires_at.eq(expires_at)))
                .on_conflict_do_nothing()
                .execute(conn)?;
            let ended = user_sessions::table.find(session_id);
            match successor {
                Some(next) => diesel::update(ended)
                    .set((user_sessions::session_id.eq(&next.session_id), user_sessions::expires_at.eq(next.expires_at)))
                    .execute(conn)?,
                None => diesel::delete(ended).execute(conn)?,
            };
            record(conn, audit, EntityType::Session, audit.user_id.map(|u| u.get()), field_changes(changes))?;
            Ok(())
        })
        .map_err(|e| e.0)?;
        self.sessions_changed(Change::Session(session_id.to_string()));
        Ok(())
    }

    fn sessions_of(&self, user: UserId, now: DateTime<Utc>, page: PageRequest) -> Result<Page<OpenSession>, AppError> {
        let mut conn = self.conn()?;
        let open = || user_sessions::table.filter(user_sessions::user_id.eq(user.get())).filter(user_sessions::expires_at.gt(now));
        let rows: Vec<SessionRow> = open()
            .order((user_sessions::started_at.desc(), user_sessions::session_id))
            .select((
                user_sessions::session_id,
                user_sessions::started_at,
                user_sessions::expires_at,
                user_sessions::client_ip,
                user_sessions::user_agent,
            ))
            .limit(page.limit())
            .offset(page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        // One person's sessions are a handful; they are counted, not kept in a counter.
        let count: i64 = open().count().get_result(&mut conn).map_err(internal)?;
        let items = rows
            .into_iter()
            .map(|(session_id, started_at, expires_at, client_ip, user_agent)| OpenSession {
                session_id,
                started_at,
                expires_at,
                client_ip,
                user_agent,
            })
            .collect();
        Ok(Page::exact(items, count))
    }

    fn failures_since(&self, username: &str, since: DateTime<Utc>) -> Result<i64, AppError> {
        let mut conn = self.conn()?;
        login_attempts::table
            .filter(login_attempts::username.eq(username))
            .filter(login_attempts::succeeded.eq(false))
            .filter(login_attempts::at.ge(since))
            .count()
            .get_result(&mut conn)
            .map_err(internal)
    }

    fn record_attempt(&self, attempt: &LoginAttempt, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            diesel::insert_into(login_attempts::table)
                .values((
                    login_attempts::username.eq(&attempt.username),
                    login_attempts::user_id.eq(attempt.user_id.map(|id| id.get())),
                    login_attempts::succeeded.eq(attempt.user_id.is_some()),
                    login_attempts::at.eq(attempt.at),
                    login_attempts::client_ip.eq(&attempt.client_ip),
                ))
                .execute(conn)?;
            if let Some(user) = attempt.user_id {
                diesel::update(users::table.find(user.get())).set(users::last_login_at.eq(attempt.at)).execute(conn)?;
                if let Some(session) = &attempt.session {
                    diesel::insert_into(user_sessions::table)
                        .values((
                            user_sessions::session_id.eq(&session.session_id),
                            user_sessions::user_id.eq(user.get()),
                            user_sessions::started_at.eq(attempt.at),
                            user_sessions::expires_at.eq(session.expires_at),
                            user_sessions::client_ip.eq(&attempt.client_ip),
                            user_sessions::user_agent.eq(&session.user_agent),
                        ))
                        .execute(conn)?;
                }
            }
            let changes =
                field_changes(&[FieldChange { field: "username", old: None, new: Some(FieldValue::Text(attempt.username.clone())) }]);
            record(conn, audit, EntityType::Session, attempt.user_id.map(|u| u.get()), changes)?;
            Ok(())
        })
        .map_err(|e| e.0)?;
        if let Some(user) = attempt.user_id {
            self.sessions_changed(Change::User(user.get()));
        }
        Ok(())
    }

    fn save_oneid_state(&self, state: &str, expires_at: DateTime<Utc>) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            diesel::delete(oneid_states::table.filter(oneid_states::expires_at.lt(Utc::now()))).execute(conn)?;
            diesel::insert_into(oneid_states::table)
                .values((oneid_states::state.eq(state), oneid_states::expires_at.eq(expires_at)))
                .execute(conn)?;
            Ok(())
        })
        .map_err(|e| e.0)
    }

    fn take_oneid_state(&self, state: &str, now: DateTime<Utc>) -> Result<bool, AppError> {
        let mut conn = self.conn()?;
        let taken = diesel::delete(oneid_states::table.filter(oneid_states::state.eq(state)).filter(oneid_states::expires_at.gt(now)))
            .execute(&mut conn)
            .map_err(internal)?;
        Ok(taken == 1)
    }
}

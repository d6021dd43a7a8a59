use application::ports::{OpenSession, SessionStore, UserRecord};
use domain::ids::UserId;
use domain::paging::{Page, PageRequest};

use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::errors::internal;
use crate::schema::{login_attempts, oneid_states, user_sessions};
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

    fn remembered_session_user(&self, session_id: &str, user_id: UserId) -> Option<UserRecord> {
        self.sessions.get(session_id, user_id.get())
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

    fn take_oneid_state(&self, state: &str, now: DateTime<Utc>) -> Result<bool, AppError> {
        let mut conn = self.conn()?;
        let taken = diesel::delete(oneid_states::table.filter(oneid_states::state.eq(state)).filter(oneid_states::expires_at.gt(now)))
            .execute(&mut conn)
            .map_err(internal)?;
        Ok(taken == 1)
    }
}

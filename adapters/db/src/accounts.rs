use application::ports::{AccountRepository, LoginAttempt, NewSession};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::ids::UserId;

use crate::errors::internal;
use crate::schema::{login_attempts, oneid_states, revoked_sessions, user_sessions, users};
use crate::session_cache::Change;
use crate::unit_of_work::PgTransaction;

impl AccountRepository for PgTransaction<'_> {
    fn password_hash(&mut self, user: UserId) -> Result<Option<String>, AppError> {
        users::table
            .find(user.get())
            .filter(users::deleted_at.is_null())
            .select(users::password_hash)
            .for_update()
            .first(self.conn)
            .optional()
            .map_err(internal)
    }

    fn set_password(&mut self, user: UserId, hash: &str, temporary: bool) -> Result<(), AppError> {
        diesel::update(users::table.find(user.get()))
            .set((
                users::password_hash.eq(hash),
                users::must_change_password.eq(temporary),
                users::version.eq(users::version + 1),
                users::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        self.sessions_changed(Change::User(user.get()));
        Ok(())
    }

    fn end_sessions(&mut self, user: UserId, keep: Option<&str>) -> Result<usize, AppError> {
        let mut ended = user_sessions::table.filter(user_sessions::user_id.eq(user.get())).into_boxed();
        if let Some(keep) = keep {
            ended = ended.filter(user_sessions::session_id.ne(keep));
        }
        let sessions: Vec<(String, chrono::DateTime<Utc>)> =
            ended.select((user_sessions::session_id, user_sessions::expires_at)).load(self.conn).map_err(internal)?;
        revoke(self, &sessions)?;
        self.sessions_changed(Change::User(user.get()));
        Ok(sessions.len())
    }

    fn end_session(&mut self, user: UserId, session_id: &str) -> Result<bool, AppError> {
        let sessions: Vec<(String, chrono::DateTime<Utc>)> = user_sessions::table
            .filter(user_sessions::user_id.eq(user.get()))
            .filter(user_sessions::session_id.eq(session_id))
            .filter(user_sessions::expires_at.gt(Utc::now()))
            .select((user_sessions::session_id, user_sessions::expires_at))
            .load(self.conn)
            .map_err(internal)?;
        revoke(self, &sessions)?;
        self.sessions_changed(Change::Session(session_id.to_string()));
        Ok(!sessions.is_empty())
    }

    fn close_session(&mut self, session_id: &str, expires_at: DateTime<Utc>, successor: Option<&NewSession>) -> Result<(), AppError> {
        let conn = &mut *self.conn;
        // Revocations of tokens that have expired anyway, and their sessions, are no longer needed.
        diesel::delete(revoked_sessions::table.filter(revoked_sessions::expires_at.lt(Utc::now()))).execute(conn).map_err(internal)?;
        diesel::delete(user_sessions::table.filter(user_sessions::expires_at.lt(Utc::now()))).execute(conn).map_err(internal)?;
        diesel::insert_into(revoked_sessions::table)
            .values((revoked_sessions::session_id.eq(session_id), revoked_sessions::expires_at.eq(expires_at)))
            .on_conflict_do_nothing()
            .execute(conn)
            .map_err(internal)?;
        let ended = user_sessions::table.find(session_id);
        match successor {
            Some(next) => diesel::update(ended)
                .set((user_sessions::session_id.eq(&next.session_id), user_sessions::expires_at.eq(next.expires_at)))
                .execute(conn),
            None => diesel::delete(ended).execute(conn),
        }
        .map_err(internal)?;
        self.sessions_changed(Change::Session(session_id.to_string()));
        Ok(())
    }

    fn record_attempt(&mut self, attempt: &LoginAttempt) -> Result<(), AppError> {
        let conn = &mut *self.conn;
        diesel::insert_into(login_attempts::table)
            .values((
                login_attempts::username.eq(&attempt.username),
                login_attempts::user_id.eq(attempt.user_id.map(|id| id.get())),
                login_attempts::succeeded.eq(attempt.user_id.is_some()),
                login_attempts::at.eq(attempt.at),
                login_attempts::client_ip.eq(&attempt.client_ip),
            ))
            .execute(conn)
            .map_err(internal)?;
        let Some(user) = attempt.user_id else {
            return Ok(());
        };
        diesel::update(users::table.find(user.get())).set(users::last_login_at.eq(attempt.at)).execute(conn).map_err(internal)?;
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
                .execute(conn)
                .map_err(internal)?;
        }
        self.sessions_changed(Change::User(user.get()));
        Ok(())
    }

    fn save_oneid_state(&mut self, state: &str, expires_at: DateTime<Utc>) -> Result<(), AppError> {
        diesel::delete(oneid_states::table.filter(oneid_states::expires_at.lt(Utc::now()))).execute(self.conn).map_err(internal)?;
        diesel::insert_into(oneid_states::table)
            .values((oneid_states::state.eq(state), oneid_states::expires_at.eq(expires_at)))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}

/// Refuses the sessions' tokens from now on and takes them off their owner's list.
fn revoke(tx: &mut PgTransaction<'_>, sessions: &[(String, chrono::DateTime<Utc>)]) -> Result<(), AppError> {
    if sessions.is_empty() {
        return Ok(());
    }
    let revocations: Vec<_> =
        sessions.iter().map(|(id, expires)| (revoked_sessions::session_id.eq(id), revoked_sessions::expires_at.eq(expires))).collect();
    diesel::insert_into(revoked_sessions::table).values(&revocations).on_conflict_do_nothing().execute(tx.conn).map_err(internal)?;
    let ids: Vec<&String> = sessions.iter().map(|(id, _)| id).collect();
    diesel::delete(user_sessions::table.filter(user_sessions::session_id.eq_any(ids))).execute(tx.conn).map_err(internal)?;
    Ok(())
}

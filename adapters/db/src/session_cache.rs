//! Sessions held in the process for a bounded time, so that an authenticated request makes no
//! database round trip before its own work.
//!
//! An entry is trusted only while this process listens to the database's `emis_sessions`
//! channel: triggers on users, their roles and institutions, roles, institutions and ended
//! sessions announce every change there (from any server process, or from SQL typed by hand), and
//! the listener forgets what the change touched. Changes made by this process are forgotten at
//! once by the store itself, so the next request never sees the state before its own write. While
//! the listener is not connected nothing is cached.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::LazyLock;
use std::sync::{RwLock, Weak};
use std::thread;
use std::time::{Duration, Instant};

use application::ports::UserRecord;
use diesel::pg::PgConnection;
use diesel::{Connection, RunQueryDsl};

use crate::statements::Statement;

/// The channel the migration's triggers notify.
pub const CHANNEL: &str = "emis_sessions";

/// How often the listener looks for notifications: the longest another process's change can go
/// unseen here.
const POLL: Duration = Duration::from_millis(5);
/// How often the listener proves its connection alive with a query (a dead peer is found sooner by
/// the failed read itself).
const HEARTBEAT: Duration = Duration::from_secs(1);
const RECONNECT: Duration = Duration::from_secs(1);
/// More users than this at once empties the cache rather than growing it without bound.
const MAX_USERS: usize = 100_000;

struct Entry {
    user: UserRecord,
    /// Sessions of the user known not to be ended when the entry was read.
    sessions: HashSet<String>,
    read_at: Instant,
}

/// What a notification says changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    User(i64),
    Session(String),
    Everything,
    /// A marker sent by [`SessionCache`]'s owner to learn that every earlier change was seen.
    Sync(u64),
}

impl Change {
    pub fn parse(payload: &str) -> Change {
        let (kind, value) = payload.split_once(':').unwrap_or((payload, ""));
        let read = match kind {
            "user" => value.parse().map(Change::User),
            "session" => Ok(Change::Session(value.to_string())),
            "sync" => value.parse().map(Change::Sync),
            _ => Ok(Change::Everything),
        };
        // A payload this server cannot read forgets everything: the cache is only ever safe to empty.
        read.unwrap_or(Change::Everything)
    }
}

pub struct SessionCache {
    lifetime: Duration,
    entries: RwLock<HashMap<i64, Entry>>,
    /// Bumped by every forgetting: a read that started before it must not be stored after it.
    generation: AtomicU64,
    listening: AtomicBool,
    synced: AtomicU64,
}

impl SessionCache {
    pub fn new(lifetime: Duration) -> SessionCache {
        SessionCache {
            lifetime,
            entries: RwLock::new(HashMap::new()),
            generation: AtomicU64::new(0),
            listening: AtomicBool::new(false),
            synced: AtomicU64::new(0),
        }
    }

    fn enabled(&self) -> bool {
        !self.lifetime.is_zero() && self.listening.load(Ordering::Acquire)
    }

    /// The user of a session, if held, unexpired and trusted.
    pub fn get(&self, session_id: &str, user_id: i64) -> Option<UserRecord> {
        if !self.enabled() {
            return None;
        }
        let entries = self.entries.read().ok()?;
        let entry = entries.get(&user_id)?;
        (entry.read_at.elapsed() < self.lifetime && entry.sessions.contains(session_id)).then(|| entry.user.clone())
    }

    /// The mark to take before reading what [`SessionCache::put`] will store.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Keeps what was read at `generation`, unless something was forgotten since.
    pub fn put(&self, generation: u64, session_id: &str, user: &UserRecord) {
        if !self.enabled() {
            return;
        }
        let Ok(mut entries) = self.entries.write() else { return };
        if self.generation() != generation {
            return;
        }
        if entries.len() >= MAX_USERS && !entries.contains_key(&user.id.get()) {
            entries.clear();
        }
        let now = Instant::now();
        let entry = entries.entry(user.id.get()).or_insert_with(|| Entry { user: user.clone(), sessions: HashSet::new(), read_at: now });
        if entry.read_at.elapsed() >= self.lifetime || entry.user != *user {
            *entry = Entry { user: user.clone(), sessions: HashSet::new(), read_at: now };
        }
        entry.sessions.insert(session_id.to_string());
    }

    pub fn forget(&self, change: &Change) {
        let Ok(mut entries) = self.entries.write() else { return };
        self.generation.fetch_add(1, Ordering::AcqRel);
        match change {
            Change::User(id) => {
                entries.remove(id);
            }
            Change::Session(session) => entries.values_mut().for_each(|e| {
                e.sessions.remove(session);
            }),
            Change::Everything => entries.clear(),
            Change::Sync(n) => {
                self.synced.fetch_max(*n, Ordering::AcqRel);
            }
        }
    }

    fn set_listening(&self, listening: bool) {
        // Whatever happened while nobody listened is unknown: start empty either way.
        self.forget(&Change::Everything);
        self.listening.store(listening, Ordering::Release);
    }

    pub fn is_listening(&self) -> bool {
        self.listening.load(Ordering::Acquire)
    }

    pub fn synced(&self) -> u64 {
        self.synced.load(Ordering::Acquire)
    }
}

/// Listens on its own connection until the cache is dropped, reconnecting after a failure.
pub fn listen(cache: Weak<SessionCache>, database_url: String) {
    let spawned = thread::Builder::new().name("session-listener".into()).spawn(move || {
        while cache.strong_count() > 0 {
            if let Err(error) = listen_once(&cache, &database_url) {
                tracing::warn!(%error, "the session listener lost its connection; sessions are read from the database until it is back");
            }
            if let Some(cache) = cache.upgrade() {
                cache.set_listening(false);
            }
            thread::sleep(RECONNECT);
        }
    });
    if let Err(error) = spawned {
        tracing::warn!(%error, "cannot start the session listener; sessions are read from the database on every request");
    }
}

const PING: Statement = Statement::new("session_cache.ping", &[], "SELECT 1");

/// Not a statement PostgreSQL prepares: the schema test runs it.
static LISTEN: LazyLock<Statement> = LazyLock::new(|| Statement::utility("session_cache.listen", format!("LISTEN {CHANNEL}")));

fn listen_once(cache: &Weak<SessionCache>, database_url: &str) -> Result<(), String> {
    let mut conn = PgConnection::establish(database_url).map_err(|e| e.to_string())?;
    LISTEN.query().execute(&mut conn).map_err(|e| e.to_string())?;
    match cache.upgrade() {
        Some(cache) => cache.set_listening(true),
        None => return Ok(()),
    }
    let mut heartbeat = Instant::now();
    loop {
        let Some(cache) = cache.upgrade() else { return Ok(()) };
        for notification in conn.notifications_iter() {
            let notification = notification.map_err(|e| e.to_string())?;
            cache.forget(&Change::parse(&notification.payload));
        }
        drop(cache);
        if heartbeat.elapsed() >= HEARTBEAT {
            PING.query().execute(&mut conn).map_err(|e| e.to_string())?;
            heartbeat = Instant::now();
        }
        thread::sleep(POLL);
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::clone(&LISTEN), PING]
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ids::UserId;
    use domain::version::Version;

    fn user(id: i64, name: &str) -> UserRecord {
        UserRecord {
            id: UserId::from_stored(id),
            username: name.into(),
            name: name.into(),
            pinfl: None,
            is_active: true,
            is_system: false,
            last_login_at: None,
            must_change_password: false,
            roles: vec![],
            institutions: vec![],
            version: Version::new(1),
        }
    }

    fn listening(lifetime: Duration) -> SessionCache {
        let cache = SessionCache::new(lifetime);
        cache.set_listening(true);
        cache
    }

    #[test]
    fn nothing_is_held_while_nobody_listens() {
        let cache = SessionCache::new(Duration::from_secs(30));
        cache.put(cache.generation(), "s", &user(1, "a"));
        assert_eq!(cache.get("s", 1), None);
    }

    #[test]
    fn a_held_session_is_answered_until_forgotten() {
        let cache = listening(Duration::from_secs(30));
        cache.put(cache.generation(), "s", &user(1, "a"));
        assert_eq!(cache.get("s", 1), Some(user(1, "a")));
        assert_eq!(cache.get("other", 1), None, "another session of the user was never checked");
        cache.forget(&Change::Session("s".into()));
        assert_eq!(cache.get("s", 1), None);
    }

    #[test]
    fn a_change_of_the_user_forgets_all_their_sessions_only() {
        let cache = listening(Duration::from_secs(30));
        cache.put(cache.generation(), "s1", &user(1, "a"));
        cache.put(cache.generation(), "s2", &user(1, "a"));
        cache.put(cache.generation(), "t", &user(2, "b"));
        cache.forget(&Change::User(1));
        assert_eq!(cache.get("s1", 1), None);
        assert_eq!(cache.get("s2", 1), None);
        assert_eq!(cache.get("t", 2), Some(user(2, "b")));
        cache.forget(&Change::Everything);
        assert_eq!(cache.get("t", 2), None);
    }

    #[test]
    fn a_read_that_started_before_a_change_is_not_kept() {
        let cache = listening(Duration::from_secs(30));
        let before = cache.generation();
        cache.forget(&Change::User(1));
        cache.put(before, "s", &user(1, "stale"));
        assert_eq!(cache.get("s", 1), None);
    }

    #[test]
    fn an_entry_expires() {
        let cache = listening(Duration::from_millis(1));
        cache.put(cache.generation(), "s", &user(1, "a"));
        thread::sleep(Duration::from_millis(5));
        assert_eq!(cache.get("s", 1), None);
        let off = listening(Duration::ZERO);
        off.put(off.generation(), "s", &user(1, "a"));
        assert_eq!(off.get("s", 1), None, "a lifetime of zero turns the cache off");
    }

    #[test]
    fn losing_the_listener_empties_the_cache() {
        let cache = listening(Duration::from_secs(30));
        cache.put(cache.generation(), "s", &user(1, "a"));
        cache.set_listening(false);
        cache.set_listening(true);
        assert_eq!(cache.get("s", 1), None);
    }

    #[test]
    fn payloads_name_what_changed() {
        assert_eq!(Change::parse("user:12"), Change::User(12));
        assert_eq!(Change::parse("session:ab-c"), Change::Session("ab-c".into()));
        assert_eq!(Change::parse("sync:3"), Change::Sync(3));
        assert_eq!(Change::parse("all"), Change::Everything);
        assert_eq!(Change::parse("user:x"), Change::Everything);
        assert_eq!(Change::parse(""), Change::Everything);
    }
}

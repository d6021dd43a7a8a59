use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use application::AppError;
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, Pool, PooledConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use crate::errors::from_pool;
use crate::session_cache::{self, Change, SessionCache};
use crate::statements::Statement;

pub type PgPool = Pool<ConnectionManager<PgConnection>>;
pub type Conn = PooledConnection<ConnectionManager<PgConnection>>;

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// The repositories of every aggregate over one connection pool. Every method runs one
/// synchronous diesel call; callers on an async runtime run it on a blocking thread.
#[derive(Clone)]
pub struct PgStore {
    pool: PgPool,
    /// Connections to a standby for the reads that may lag (`DATABASE_READ_URL`); without it,
    /// those reads use the primary's pool.
    reads: Option<PgPool>,
    /// A store whose every read goes to the standby first (`reading_standby`): the lists' Excel
    /// exports read through it.
    reads_first: bool,
    database_url: String,
    pub(crate) sessions: Arc<SessionCache>,
    outage: Arc<Outage>,
    pub(crate) national: Arc<crate::national::Prepared>,
}

/// How long a request waits for a connection: long enough for a busy pool, short enough that a
/// request never hangs; while the database is known to be unreachable, a shorter wait, yet longer
/// than r2d2's retry interval (at most half of CHECKOUT), so that a request made just after the
/// database returns waits for the pool's next connection instead of failing.
const CHECKOUT: Duration = Duration::from_secs(1);
const CHECKOUT_DURING_OUTAGE: Duration = Duration::from_millis(600);

/// When a checkout last failed, so that requests during an outage are answered 503 at once
/// instead of each waiting the whole checkout time.
struct Outage {
    started: Instant,
    last_failure_ms: AtomicU64,
}

impl Outage {
    const REMEMBERED_MS: u64 = 2_000;

    fn now_ms(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX).max(1)
    }

    fn ongoing(&self) -> bool {
        let last = self.last_failure_ms.load(Ordering::Acquire);
        last != 0 && self.now_ms().saturating_sub(last) < Self::REMEMBERED_MS
    }

    fn failed(&self) {
        self.last_failure_ms.store(self.now_ms(), Ordering::Release);
    }

    fn ended(&self) {
        if self.last_failure_ms.load(Ordering::Relaxed) != 0 {
            self.last_failure_ms.store(0, Ordering::Release);
        }
    }
}

/// How long a session is trusted without reading it again, unless set otherwise.
pub const SESSION_LIFETIME: Duration = Duration::from_secs(30);

/// A notification on the sessions' channel that the listener reads as a mark it has reached.
const NOTIFY_SYNC: Statement = Statement::new("store.notify_sync", &["text", "text"], "SELECT pg_notify($1, $2)");

const FORGET_NOTIFICATIONS: Statement = Statement::new(
    "store.forget_notifications",
    &["timestamptz", "int8"],
    "DELETE FROM portal_notifications WHERE id IN (SELECT id FROM \
     (SELECT id, created_at FROM portal_notifications ORDER BY id LIMIT $2) oldest WHERE created_at < $1)",
);

const DATABASE_FIGURES: Statement = Statement::new(
    "store.database_figures",
    &[],
    "SELECT pg_database_size(current_database()) AS size_bytes, \
     (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()) AS connections",
);

const READY: Statement = Statement::new("store.ready", &[], "SELECT 1");

/// Where the primary's WAL stands now: every commit acknowledged before this read lies at or
/// before it.
const PRIMARY_LSN: Statement = Statement::new("store.primary_lsn", &[], "SELECT pg_current_wal_lsn()::text AS lsn");

/// Whether a standby has replayed the WAL up to `$1` (a primary, which replays nothing, has
/// everything).
const REPLAYED: Statement =
    Statement::new("store.replayed", &["text"], "SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) AS found");

/// How long a lagging read waits for a standby to replay what the primary had when it began,
/// before it reads the primary instead.
const STANDBY_CATCH_UP: Duration = Duration::from_millis(100);

#[derive(diesel::QueryableByName)]
struct Lsn {
    #[diesel(sql_type = diesel::sql_types::Text)]
    lsn: String,
}

impl PgStore {
    /// A pool with a short checkout timeout, so that an exhausted pool answers "busy" quickly
    /// instead of hanging a request. A checkout runs no test query: a broken connection shows in
    /// the failed query itself, and r2d2 drops a connection diesel has marked broken.
    pub fn connect(database_url: &str, max_size: u32) -> Result<PgStore, String> {
        let manager = ConnectionManager::<PgConnection>::new(database_url);
        let pool = Pool::builder()
            .max_size(max_size)
            .min_idle(Some(1))
            .test_on_check_out(false)
            .connection_timeout(CHECKOUT)
            .build(manager)
            .map_err(|e| format!("cannot connect to the database: {e}"))?;
        Ok(PgStore {
            pool,
            reads: None,
            reads_first: false,
            database_url: database_url.to_string(),
            sessions: Arc::new(SessionCache::new(SESSION_LIFETIME)),
            outage: Arc::new(Outage { started: Instant::now(), last_failure_ms: AtomicU64::new(0) }),
            national: Arc::default(),
        })
    }

    /// Sends the reads that may lag (reports, the national figures) to a standby's pool of
    /// `max_size` connections. The pool starts without a connection, so a standby that is down
    /// does not keep the server from starting; those reads then use the primary.
    pub fn with_reads(mut self, read_url: &str, max_size: u32) -> PgStore {
        let manager = ConnectionManager::<PgConnection>::new(read_url);
        let pool = Pool::builder()
            .max_size(max_size)
            .min_idle(Some(0))
            .test_on_check_out(false)
            .connection_timeout(CHECKOUT_DURING_OUTAGE)
            .build_unchecked(manager);
        self.reads = Some(pool);
        self
    }

    /// The same store with every read sent to the standby first, as `lagging_conn` does it, when
    /// there is a standby: for reads that may lag as a whole (an Excel export of a list), handed
    /// only to ports that read. `None` without a read pool.
    pub fn reading_standby(&self) -> Option<PgStore> {
        self.reads.as_ref().map(|_| PgStore { reads_first: true, ..self.clone() })
    }

    /// Keeps sessions in the process for `lifetime` (zero: never), trusted while a listener of
    /// the database's session changes is connected; starts that listener.
    pub fn cache_sessions(mut self, lifetime: Duration) -> PgStore {
        self.sessions = Arc::new(SessionCache::new(lifetime));
        if !lifetime.is_zero() {
            session_cache::listen(Arc::downgrade(&self.sessions), self.database_url.clone());
        }
        self
    }

    /// Returns once every session change committed before the call has reached this process's
    /// cache (or after `within`, or at once when nothing is cached): what a change made behind the
    /// server's back waits for to be sure the next request sees it.
    pub fn await_session_changes(&self, within: Duration) -> Result<(), AppError> {
        use diesel::RunQueryDsl;
        static MARKS: AtomicU64 = AtomicU64::new(0);
        if !self.sessions.is_listening() {
            return Ok(());
        }
        let mark = MARKS.fetch_add(1, Ordering::AcqRel) + 1;
        let mut conn = self.conn()?;
        NOTIFY_SYNC
            .query()
            .bind::<diesel::sql_types::Text, _>(session_cache::CHANNEL)
            .bind::<diesel::sql_types::Text, _>(format!("sync:{mark}"))
            .execute(&mut conn)
            .map_err(crate::errors::internal)?;
        let deadline = Instant::now() + within;
        while self.sessions.is_listening() && self.sessions.synced() < mark && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// Forgets what this process holds of sessions a committed change touched.
    pub(crate) fn sessions_changed(&self, change: Change) {
        self.sessions.forget(&change);
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// A connection of the primary's pool, or for a store `reading_standby` one as `lagging_conn`
    /// finds it.
    pub(crate) fn conn(&self) -> Result<Conn, AppError> {
        if self.reads_first {
            self.lagging_conn()
        } else {
            self.primary_conn()
        }
    }

    /// A connection of the pool. One whose server has gone (a restart, an outage) is found by a
    /// read that does not wait and is thrown away, so that requests after an outage get fresh
    /// connections instead of failing on dead ones until they age out.
    fn primary_conn(&self) -> Result<Conn, AppError> {
        for _ in 0..=self.pool.max_size() {
            let wait = if self.outage.ongoing() { CHECKOUT_DURING_OUTAGE } else { CHECKOUT };
            let mut conn = match self.pool.get_timeout(wait) {
                Ok(conn) => conn,
                Err(error) => {
                    self.outage.failed();
                    return Err(from_pool(error));
                }
            };
            if lost(&mut conn) {
                continue;
            }
            self.outage.ended();
            return Ok(conn);
        }
        self.outage.failed();
        Err(AppError::Unavailable("the database closed every connection of the pool".into()))
    }

    /// A connection for a read that may be served by a standby: one of the read pool when the
    /// standby has replayed every commit the primary had acknowledged when the read began, so
    /// that a person who has just saved something never reads the state before it, whichever
    /// server wrote it; otherwise (no read pool, the standby down or behind) the primary's.
    pub(crate) fn lagging_conn(&self) -> Result<Conn, AppError> {
        use diesel::RunQueryDsl;
        let Some(reads) = &self.reads else {
            return self.primary_conn();
        };
        let primary_lsn = {
            let mut conn = self.primary_conn()?;
            PRIMARY_LSN.query().get_result::<Lsn>(&mut conn).map_err(crate::errors::internal)?.lsn
        };
        let Ok(mut standby) = reads.get_timeout(CHECKOUT_DURING_OUTAGE) else {
            return self.primary_conn();
        };
        let deadline = Instant::now() + STANDBY_CATCH_UP;
        loop {
            let replayed = REPLAYED
                .query()
                .bind::<diesel::sql_types::Text, _>(&primary_lsn)
                .get_result::<crate::rows::FoundRow>(&mut standby)
                .map(|row| row.found);
            match replayed {
                Ok(true) => return Ok(standby),
                Ok(false) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
                // Behind for too long, or the standby is gone: the primary answers.
                Ok(false) | Err(_) => return self.primary_conn(),
            }
        }
    }

    /// Reads the whole country's figures now; the national reads that follow answer them, with the
    /// time they were read, until the next preparation.
    pub fn prepare_national_figures(&self) -> Result<(), AppError> {
        crate::national::prepare(self)
    }

    /// Folds the list counters' deltas; how many rows were folded.
    pub fn compact_counters(&self) -> Result<i64, AppError> {
        let mut conn = self.conn()?;
        crate::totals::compact_counters(&mut conn).map_err(crate::errors::internal)
    }

    /// Writes the next `batch` of the cards a migration left to the servers (the students that
    /// existed before the students' cards); how many it wrote, or `None` once every one is written.
    pub fn fill_cards(&self, batch: i32) -> Result<Option<i32>, AppError> {
        let mut conn = self.conn()?;
        crate::student_cards::fill_cards(&mut conn, batch).map_err(crate::errors::internal)
    }

    /// Deletes the portal's notifications made before `before`, at most `batch` of them, oldest
    /// first; how many it deleted. Only the `batch` oldest rows are read, whatever the table's size.
    pub fn forget_notifications(&self, before: chrono::DateTime<chrono::Utc>, batch: i64) -> Result<usize, AppError> {
        use diesel::RunQueryDsl;
        let mut conn = self.conn()?;
        FORGET_NOTIFICATIONS
            .query()
            .bind::<diesel::sql_types::Timestamptz, _>(before)
            .bind::<diesel::sql_types::BigInt, _>(batch)
            .execute(&mut conn)
            .map_err(crate::errors::internal)
    }

    /// The database's size in bytes and the number of connections to it, for `/metrics`.
    pub fn database_figures(&self) -> Result<DatabaseFigures, AppError> {
        use diesel::RunQueryDsl;
        let mut conn = self.conn()?;
        DATABASE_FIGURES.query().get_result(&mut conn).map_err(crate::errors::internal)
    }

    /// Whether the database answers a trivial query.
    pub fn is_ready(&self) -> bool {
        use diesel::RunQueryDsl;
        self.conn().map(|mut conn| READY.query().execute(&mut conn).is_ok()).unwrap_or(false)
    }
}

#[derive(Debug, Clone, Copy, diesel::QueryableByName)]
pub struct DatabaseFigures {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub size_bytes: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub connections: i64,
}

/// Whether the server closed the connection; such a connection is marked so that the pool drops
/// it instead of taking it back. Reads only what has already arrived, never waits.
fn lost(conn: &mut Conn) -> bool {
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    let lost = conn.notifications_iter().next().is_some_and(|read| read.is_err());
    if lost {
        AnsiTransactionManager::transaction_manager_status_mut(&mut **conn).set_in_error();
    }
    lost
}

/// Applies every pending embedded migration.
pub fn run_migrations(store: &PgStore) -> Result<usize, String> {
    let mut conn = store.pool.get().map_err(|e| e.to_string())?;
    let applied = conn.run_pending_migrations(MIGRATIONS).map_err(|e| e.to_string())?;
    Ok(applied.len())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![NOTIFY_SYNC, FORGET_NOTIFICATIONS, DATABASE_FIGURES, READY, PRIMARY_LSN, REPLAYED]
}

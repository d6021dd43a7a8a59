use std::time::Duration;

use application::AppError;
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, Pool, PooledConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use crate::errors::from_pool;

pub type PgPool = Pool<ConnectionManager<PgConnection>>;
pub type Conn = PooledConnection<ConnectionManager<PgConnection>>;

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// The repositories of every aggregate over one connection pool. Every method runs one
/// synchronous diesel call; callers on an async runtime run it on a blocking thread.
#[derive(Clone)]
pub struct PgStore {
    pool: PgPool,
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
            .connection_timeout(Duration::from_secs(3))
            .build(manager)
            .map_err(|e| format!("cannot connect to the database: {e}"))?;
        Ok(PgStore { pool })
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub(crate) fn conn(&self) -> Result<Conn, AppError> {
        self.pool.get().map_err(from_pool)
    }

    /// Folds the list counters' deltas; how many rows were folded.
    pub fn compact_counters(&self) -> Result<i64, AppError> {
        let mut conn = self.conn()?;
        crate::totals::compact_counters(&mut conn).map_err(crate::errors::internal)
    }

    /// The database's size in bytes and the number of connections to it, for `/metrics`.
    pub fn database_figures(&self) -> Result<DatabaseFigures, AppError> {
        use diesel::RunQueryDsl;
        let mut conn = self.conn()?;
        diesel::sql_query(
            "SELECT pg_database_size(current_database()) AS size_bytes, \
             (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()) AS connections",
        )
        .get_result(&mut conn)
        .map_err(crate::errors::internal)
    }

    /// Whether the database answers a trivial query.
    pub fn is_ready(&self) -> bool {
        use diesel::RunQueryDsl;
        self.conn().map(|mut conn| diesel::sql_query("SELECT 1").execute(&mut conn).is_ok()).unwrap_or(false)
    }
}

#[derive(Debug, Clone, Copy, diesel::QueryableByName)]
pub struct DatabaseFigures {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub size_bytes: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub connections: i64,
}

/// Applies every pending embedded migration.
pub fn run_migrations(store: &PgStore) -> Result<usize, String> {
    let mut conn = store.pool.get().map_err(|e| e.to_string())?;
    let applied = conn.run_pending_migrations(MIGRATIONS).map_err(|e| e.to_string())?;
    Ok(applied.len())
}

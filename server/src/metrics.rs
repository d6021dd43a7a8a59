use std::time::Duration;

use actix_web::web;
use actix_web_prom::{PrometheusMetrics, PrometheusMetricsBuilder};
use adapters_db::{PgPool, PgStore};
use prometheus::{IntGauge, Registry};

/// Request counts and latency histograms per route, served at `/metrics`, plus the state of the
/// database pool.
pub struct Metrics {
    pub middleware: PrometheusMetrics,
    pool_connections: IntGauge,
    pool_idle: IntGauge,
    database_size: IntGauge,
    database_connections: IntGauge,
}

impl Metrics {
    pub fn new() -> Result<Metrics, String> {
        let registry = Registry::new();
        let pool_connections = IntGauge::new("emis_db_pool_connections", "Open database connections").map_err(|e| e.to_string())?;
        let pool_idle = IntGauge::new("emis_db_pool_idle_connections", "Idle database connections").map_err(|e| e.to_string())?;
        registry.register(Box::new(pool_connections.clone())).map_err(|e| e.to_string())?;
        registry.register(Box::new(pool_idle.clone())).map_err(|e| e.to_string())?;
        let database_size = IntGauge::new("emis_db_size_bytes", "Size of the database").map_err(|e| e.to_string())?;
        let database_connections =
            IntGauge::new("emis_db_connections", "Connections to the database from every client").map_err(|e| e.to_string())?;
        registry.register(Box::new(database_size.clone())).map_err(|e| e.to_string())?;
        registry.register(Box::new(database_connections.clone())).map_err(|e| e.to_string())?;
        let middleware = PrometheusMetricsBuilder::new("emis")
            .registry(registry)
            .endpoint("/metrics")
            .mask_unmatched_patterns("UNKNOWN")
            .build()
            .map_err(|e| e.to_string())?;
        Ok(Metrics { middleware, pool_connections, pool_idle, database_size, database_connections })
    }

    pub fn observe_pool(&self, pool: &PgPool) {
        let state = pool.state();
        self.pool_connections.set(i64::from(state.connections));
        self.pool_idle.set(i64::from(state.idle_connections));
    }

    /// Samples the pool every few seconds, and the database's size and connections every 30 s,
    /// for as long as the server runs.
    pub fn watch(self: std::sync::Arc<Self>, store: PgStore) {
        actix_web::rt::spawn(async move {
            let mut interval = actix_web::rt::time::interval(Duration::from_secs(5));
            for tick in 0u64.. {
                interval.tick().await;
                self.observe_pool(store.pool());
                if tick % 6 == 0 {
                    let sampled = store.clone();
                    if let Ok(Ok(figures)) = web::block(move || sampled.database_figures()).await {
                        self.database_size.set(figures.size_bytes);
                        self.database_connections.set(figures.connections);
                    }
                }
            }
        });
    }
}

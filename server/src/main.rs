use std::sync::Arc;

use actix_web::{web, HttpServer};
use adapters_db::delivered::ensure_delivered_roles;
use adapters_db::{demo, run_migrations, PgStore};
use adapters_security::Argon2Hasher;
use application::ports::PasswordHasher;
use server::config::Config;
use server::metrics::Metrics;
use tracing_subscriber::EnvFilter;

const USAGE: &str = "usage: server [--demo]\n  --demo  load the demo institutions and users (password: demo)";

fn init_logging(json: bool) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    if json {
        tracing_subscriber::fmt().with_env_filter(filter).json().init();
    } else {
        tracing_subscriber::fmt().with_env_filter(filter).compact().init();
    }
}

fn prepare(config: &Config, demo_data: bool) -> Result<PgStore, String> {
    let store = PgStore::connect(&config.database_url, config.pool_size)?;
    let applied = run_migrations(&store)?;
    tracing::info!(applied, "migrations are up to date");
    ensure_delivered_roles(&store)?;
    adapters_db::audit::prepare_partitions(&store)?;
    if demo_data {
        let hash = Argon2Hasher.hash("demo").map_err(|e| e.to_string())?;
        demo::load(&store, &hash)?;
        tracing::info!("demo data loaded");
    }
    Ok(store)
}

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") || args.iter().any(|a| a != "--demo") {
        eprintln!("{USAGE}");
        return std::process::ExitCode::from(2);
    }
    let demo_data = args.iter().any(|a| a == "--demo");
    match serve(demo_data).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("server: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn serve(demo_data: bool) -> Result<(), String> {
    let config = Config::from_env()?;
    init_logging(config.log_format_json);
    let secret = config.jwt_secret()?;
    let prepared = config.clone();
    let store = web::block(move || prepare(&prepared, demo_data)).await.map_err(|e| e.to_string())??;

    let metrics = Arc::new(Metrics::new()?);
    metrics.clone().watch_pool(store.pool().clone());
    server::upkeep::compact_counters(store.clone());
    let state = web::Data::new(server::app_state(&store, &secret, config.oneid.clone()));
    let store_data = web::Data::new(store);
    let static_dir = Some(config.static_dir.clone());
    let middleware = metrics.middleware.clone();
    let http = HttpServer::new(move || server::app(state.clone(), store_data.clone(), middleware.clone(), static_dir.clone()))
        .bind(&config.bind)
        .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
    let address = http.addrs().first().map(|a| a.to_string()).unwrap_or(config.bind.clone());
    println!("EMIS is serving at http://{address}/");
    if demo_data {
        println!("Demo logins (password: demo):");
        for (username, role) in demo::logins() {
            println!("  {username:<12} {role}");
        }
    }
    tracing::info!(%address, "listening");
    http.run().await.map_err(|e| e.to_string())
}

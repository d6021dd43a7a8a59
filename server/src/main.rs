use std::sync::Arc;

use actix_web::{web, HttpServer};
use adapters_db::delivered::ensure_delivered_roles;
use adapters_db::{demo, run_migrations, PgStore};
use adapters_security::Argon2Hasher;
use application::ports::PasswordHasher;
use server::config::Config;
use server::metrics::Metrics;
use tracing_subscriber::EnvFilter;

const USAGE: &str = "usage: server [--demo] | server migrate | server create-admin
  (none)        apply pending migrations and serve
  --demo        also load the demo institutions and users (password: demo)
  migrate       apply pending migrations and exit
  create-admin  create a Superadmin from ADMIN_USERNAME and ADMIN_PASSWORD unless one exists, and exit";

/// What the command line asks for.
enum Command {
    Serve { demo_data: bool },
    Migrate,
    CreateAdmin,
}

fn command(args: &[String]) -> Option<Command> {
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => Some(Command::Serve { demo_data: false }),
        ["--demo"] => Some(Command::Serve { demo_data: true }),
        ["migrate"] => Some(Command::Migrate),
        ["create-admin"] => Some(Command::CreateAdmin),
        _ => None,
    }
}

/// actix-web-prom 0.10 warns on every request to a route whose pattern constrains a parameter
/// (`/students/{id:\d+}/`), then labels it with the pattern as written, which is all it can do; the
/// warning says nothing an operator can act on, so only its errors are logged, whatever `RUST_LOG` says.
const QUIET_METRICS: &str = "actix_web_prom=error";

fn init_logging(json: bool) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let filter = match QUIET_METRICS.parse() {
        Ok(directive) => filter.add_directive(directive),
        Err(_) => filter,
    };
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
        server::build_standings(&store)?;
        server::demo_documents(&store, &config.public_url)?;
        let statement = config.data_dir.join("demo").join("bank-statement.csv");
        std::fs::create_dir_all(config.data_dir.join("demo")).map_err(|e| e.to_string())?;
        std::fs::write(&statement, demo::bank_statement(&store)?).map_err(|e| e.to_string())?;
        tracing::info!(file = %statement.display(), "demo bank statement written");
        tracing::info!("demo data loaded");
    }
    server::build_standings(&store)?;
    let store = store.cache_sessions(config.session_cache);
    Ok(match &config.database_read_url {
        Some(read_url) => {
            tracing::info!("reports and the national figures read a standby when it has caught up");
            store.with_reads(read_url, config.pool_size)
        }
        None => store,
    })
}

// glibc's allocator spent a sixth of the server's time in its arenas under 50 connections.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(command) = command(&args) else {
        eprintln!("{USAGE}");
        return std::process::ExitCode::from(2);
    };
    let done = match command {
        Command::Serve { demo_data } => serve(demo_data).await,
        Command::Migrate => web::block(migrate).await.map_err(|e| e.to_string()).and_then(|r| r),
        Command::CreateAdmin => web::block(create_admin).await.map_err(|e| e.to_string()).and_then(|r| r),
    };
    match done {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("server: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Applies pending migrations (and the delivered roles) without serving: the deploy step that must
/// succeed before a new release takes traffic.
fn migrate() -> Result<(), String> {
    let config = Config::from_env()?;
    init_logging(config.log_format_json);
    let store = PgStore::connect(&config.database_url, 1)?;
    let applied = run_migrations(&store)?;
    ensure_delivered_roles(&store)?;
    adapters_db::audit::prepare_partitions(&store)?;
    println!("migrations applied: {applied}");
    Ok(())
}

fn create_admin() -> Result<(), String> {
    let config = Config::from_env()?;
    init_logging(config.log_format_json);
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty()).ok_or(format!("{name} is not set"));
    let (username, password) = (var("ADMIN_USERNAME")?, var("ADMIN_PASSWORD")?);
    if password.chars().count() < 8 {
        return Err("ADMIN_PASSWORD must be at least 8 characters long".into());
    }
    let store = PgStore::connect(&config.database_url, 1)?;
    let hash = Argon2Hasher.hash(&password).map_err(|e| e.to_string())?;
    if adapters_db::bootstrap::create_first_admin(&store, &username, &hash)? {
        println!("Superadmin {username} created");
    } else {
        println!("a Superadmin exists already; nothing created");
    }
    Ok(())
}

async fn serve(demo_data: bool) -> Result<(), String> {
    let config = Config::from_env()?;
    init_logging(config.log_format_json);
    let secret = config.jwt_secret()?;
    let prepared = config.clone();
    let store = web::block(move || prepare(&prepared, demo_data)).await.map_err(|e| e.to_string())??;

    let metrics = Arc::new(Metrics::new()?);
    metrics.clone().watch(store.clone());
    server::upkeep::compact_counters(store.clone());
    server::upkeep::fill_cards(store.clone());
    server::upkeep::forget_old_notifications(store.clone());
    if !config.national_figures.is_zero() {
        server::upkeep::prepare_national_figures(store.clone(), config.national_figures);
    }
    let state = web::Data::new(server::app_state(&store, &secret, config.oneid.clone(), &config.public_url));
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

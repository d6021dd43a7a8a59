use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use adapters_oneid::OneIdSettings;

/// Settings from the environment, with defaults that make a local start work with none set.
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: String,
    /// A standby for the reads that may lag: reports and the national figures
    /// (`DATABASE_READ_URL`; unset: they read `DATABASE_URL`).
    pub database_read_url: Option<String>,
    pub bind: String,
    /// Where the product is reached from outside (`PUBLIC_URL`, default `http://<BIND>`): the QR
    /// code printed on every document leads to `<PUBLIC_URL>/report/<public_id>`.
    pub public_url: String,
    pub static_dir: PathBuf,
    pub data_dir: PathBuf,
    pub pool_size: u32,
    /// How long a session is trusted without reading it again (`SESSION_CACHE_SECONDS`, 0: never).
    pub session_cache: std::time::Duration,
    /// How often the whole country's figures are prepared (`NATIONAL_FIGURES_SECONDS`, 0: never,
    /// read at each request).
    pub national_figures: std::time::Duration,
    pub jwt_secret: Option<String>,
    pub log_format_json: bool,
    pub oneid: Option<OneIdSettings>,
}

impl Config {
    pub fn from_env() -> Result<Config, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        // Unset means the default; set but not a number stops the start rather than running on the default.
        let number = |name: &str, default: u64| match var(name) {
            None => Ok(default),
            Some(v) => v.parse::<u64>().map_err(|_| format!("{name} is not a whole number: {v:?}")),
        };
        let bind = var("BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        Ok(Config {
            database_url: var("DATABASE_URL").ok_or("DATABASE_URL is not set")?,
            database_read_url: var("DATABASE_READ_URL"),
            public_url: var("PUBLIC_URL").map(|url| url.trim_end_matches('/').to_string()).unwrap_or_else(|| format!("http://{bind}")),
            bind,
            static_dir: var("STATIC_DIR").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("frontend/dist")),
            data_dir: var("DATA_DIR").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(".data")),
            pool_size: u32::try_from(number("DB_POOL_SIZE", 8)?).map_err(|_| "DB_POOL_SIZE is too large")?,
            session_cache: std::time::Duration::from_secs(number("SESSION_CACHE_SECONDS", adapters_db::SESSION_LIFETIME.as_secs())?),
            national_figures: std::time::Duration::from_secs(number("NATIONAL_FIGURES_SECONDS", 60)?),
            jwt_secret: var("JWT_SECRET"),
            log_format_json: var("LOG_FORMAT").is_some_and(|v| v == "json"),
            oneid: oneid_settings(&var),
        })
    }

    /// `JWT_SECRET` when set; otherwise a random secret kept in the data folder, so that a
    /// restart keeps everyone's sessions.
    pub fn jwt_secret(&self) -> Result<Vec<u8>, String> {
        if let Some(secret) = &self.jwt_secret {
            if secret.len() < 32 {
                return Err("JWT_SECRET must be at least 32 characters long".into());
            }
            return Ok(secret.as_bytes().to_vec());
        }
        kept_secret(&self.data_dir.join("jwt-secret"))
    }
}

fn kept_secret(path: &Path) -> Result<Vec<u8>, String> {
    if let Ok(secret) = fs::read_to_string(path) {
        let secret = secret.trim();
        if secret.len() >= 32 {
            return Ok(secret.as_bytes().to_vec());
        }
    }
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    let bytes: [u8; 32] = rand::random();
    let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    file.write_all(secret.as_bytes()).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(secret.into_bytes())
}

/// OneID is on when the server has a client registration: `ONEID_CLIENT_ID`,
/// `ONEID_CLIENT_SECRET` and `ONEID_REDIRECT_URI` (the front end's `/auth/oneId`).
fn oneid_settings(var: &dyn Fn(&str) -> Option<String>) -> Option<OneIdSettings> {
    let client_id = var("ONEID_CLIENT_ID")?;
    Some(OneIdSettings {
        endpoint: var("ONEID_URL").unwrap_or_else(|| "https://sso.egov.uz/sso/oauth/Authorization.do".into()),
        scope: var("ONEID_SCOPE").unwrap_or_else(|| client_id.clone()),
        client_secret: var("ONEID_CLIENT_SECRET")?,
        redirect_uri: var("ONEID_REDIRECT_URI")?,
        client_id,
    })
}

//! Each test gets its own database, cloned from a template that is migrated and loaded with the
//! delivered roles, the system accounts the tests sign in as and the demo data (which the tests
//! build beside, never on) once per test binary, and the assembled app over it.

use std::sync::{Arc, OnceLock};

use actix_service::boxed::{rc_service, RcService};
use actix_web::body::BoxBody;
use actix_web::dev::ServiceResponse;
use actix_web::http::{Method, StatusCode};
use actix_web::{test, web};
use adapters_db::delivered::ensure_delivered_roles;
use adapters_db::{demo, run_migrations, PgStore};
use adapters_security::Argon2Hasher;
use application::ports::PasswordHasher;
use diesel::{Connection, PgConnection, RunQueryDsl};

pub mod fixtures;
pub mod teaching;
use serde_json::Value;

pub const JWT_SECRET: &[u8] = b"a test secret that is long enough to sign";
/// Where the QR codes of documents issued in the tests lead.
pub const PUBLIC_URL: &str = "https://emis.test";

fn admin_url() -> String {
    std::env::var("TEST_DATABASE_URL").expect("TEST_DATABASE_URL names a PostgreSQL server (make test sets it)")
}

fn with_database(url: &str, name: &str) -> String {
    let (server, _) = url.rsplit_once('/').expect("a database URL has a path");
    format!("{server}/{name}")
}

fn admin() -> PgConnection {
    PgConnection::establish(&admin_url()).expect("the test PostgreSQL server answers")
}

/// Databases of this test binary carry its name, so parallel binaries never touch each other's.
fn binary_tag() -> String {
    let exe = std::env::current_exe().expect("the test binary knows its path");
    // Cargo names test binaries `<name>-<hash>`; the name alone identifies this suite across builds.
    let stem = exe.file_stem().and_then(|s| s.to_str()).and_then(|s| s.split('-').next()).unwrap_or("tests").to_lowercase();
    let built = exe.metadata().and_then(|m| m.modified()).ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
    format!("{}_{}", &stem[..stem.len().min(24)], built.map(|d| d.as_secs()).unwrap_or(0))
}

fn template() -> &'static str {
    static TEMPLATE: OnceLock<String> = OnceLock::new();
    TEMPLATE.get_or_init(|| {
        let tag = binary_tag();
        let name = format!("emis_tmpl_{tag}");
        let prefix = tag.rsplit_once('_').map(|(stem, _)| stem.to_string()).unwrap_or_default();
        let mut conn = admin();
        diesel::sql_query("SELECT pg_advisory_lock(7164)").execute(&mut conn).expect("lock");
        // Leftovers of earlier builds of this binary (a killed run cannot drop its databases).
        let stale: Vec<String> = diesel::dsl::sql::<diesel::sql_types::Text>(&format!(
            "SELECT datname FROM pg_database WHERE (datname LIKE 'emis_tmpl_{prefix}_%' OR datname LIKE 'emis_t_{prefix}_%') AND datname <> '{name}' AND datname NOT LIKE 'emis_t_{tag}_%'"
        ))
        .load(&mut conn)
        .unwrap_or_default();
        for database in stale {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{database}\" WITH (FORCE)")).execute(&mut conn);
        }
        let exists: bool = diesel::select(diesel::dsl::sql::<diesel::sql_types::Bool>(&format!(
            "EXISTS (SELECT 1 FROM pg_database WHERE datname = '{name}')"
        )))
        .get_result(&mut conn)
        .expect("pg_database answers");
        if !exists {
            diesel::sql_query(format!("CREATE DATABASE \"{name}\"")).execute(&mut conn).expect("create the template");
            let store = PgStore::connect(&with_database(&admin_url(), &name), 1).expect("connect to the template");
            run_migrations(&store).expect("migrate the template");
            ensure_delivered_roles(&store).expect("delivered roles");
            adapters_db::audit::prepare_partitions(&store).expect("audit partitions");
            system_accounts(&store);
            demo::load(&store, &Argon2Hasher.hash("demo").expect("hash")).expect("demo data");
            server::build_standings(&store).expect("the demo's standings");
            server::demo_documents(&store, PUBLIC_URL).expect("the demo graduate's documents");
        }
        diesel::sql_query("SELECT pg_advisory_unlock(7164)").execute(&mut conn).expect("unlock");
        name
    })
}

/// The installation's first administrator, made as `make deploy` makes it, whom the tests sign in as.
pub const SUPERADMIN: &str = "tests.superadmin";
/// A ministry specialist the tests sign in as.
pub const MINISTRY: &str = "tests.ministry";
/// The password of both.
pub const SYSTEM_PASSWORD: &str = "tizim-paroli-1";

/// The template's system accounts, before the demo data is loaded beside them: the first
/// administrator through the installation's bootstrap, the ministry specialist through the users'
/// repository.
fn system_accounts(store: &PgStore) {
    use application::ports::{in_transaction, RoleOrderField, RoleQueries, RoleQuery, UserWrite};
    let hash = Argon2Hasher.hash(SYSTEM_PASSWORD).expect("hash");
    assert!(adapters_db::bootstrap::create_first_admin(store, SUPERADMIN, &hash).expect("the first administrator"));
    let query = RoleQuery {
        search: Some(domain::role::names::MINISTRY.into()),
        level: None,
        ordering: domain::paging::Ordering { field: RoleOrderField::Id, descending: false },
        page: domain::paging::PageRequest::new(Some(1), Some(100)).expect("a valid page"),
    };
    let roles = RoleQueries::list(store, &query).expect("roles");
    let ministry = roles.items.iter().find(|r| r.name == domain::role::names::MINISTRY).expect("the delivered MINISTRY role").id;
    in_transaction(store, |tx| {
        tx.users().insert(&UserWrite {
            username: MINISTRY.into(),
            name: "Vazirlik mutaxassisi".into(),
            password_hash: Some(hash.clone()),
            roles: [ministry].into(),
            institutions: Default::default(),
            pinfl: None,
            is_active: true,
        })
    })
    .expect("the ministry specialist");
}

/// The text of a PDF as `pdftotext -layout` reads it.
pub fn pdf_text(pdf: &[u8]) -> String {
    let file = std::env::temp_dir().join(format!("emis-api-{}.pdf", uuid::Uuid::new_v4()));
    std::fs::write(&file, pdf).unwrap();
    let out = std::process::Command::new("pdftotext").arg("-layout").arg(&file).arg("-").output().expect("pdftotext (poppler-utils)");
    std::fs::remove_file(&file).ok();
    assert!(out.status.success(), "pdftotext could not read the PDF");
    String::from_utf8(out.stdout).unwrap()
}

/// The real time moved ahead by a fixed span.
struct ShiftedClock(chrono::Duration);

impl application::ports::Clock for ShiftedClock {
    fn now(&self) -> chrono::DateTime<chrono::Utc> {
        chrono::Utc::now() + self.0
    }
}

/// A database of one test, dropped when the test ends.
pub struct TestDb {
    pub name: String,
    pub url: String,
}

impl TestDb {
    /// A database with nothing in it, not even the migrations.
    pub fn empty() -> TestDb {
        let name = format!("emis_t_{}_{}", binary_tag(), uuid::Uuid::new_v4().simple());
        diesel::sql_query(format!("CREATE DATABASE \"{name}\"")).execute(&mut admin()).expect("create an empty database");
        TestDb { url: with_database(&admin_url(), &name), name }
    }

    pub fn new() -> TestDb {
        let template = template();
        let name = format!("emis_t_{}_{}", binary_tag(), uuid::Uuid::new_v4().simple());
        let mut conn = admin();
        diesel::sql_query(format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\"")).execute(&mut conn).expect("clone the template");
        TestDb { url: with_database(&admin_url(), &name), name }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Ok(mut conn) = PgConnection::establish(&admin_url()) {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name)).execute(&mut conn);
        }
    }
}

pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
    /// The body as sent: a PDF or a spreadsheet, which `body` only shows as lossy text.
    pub raw: Vec<u8>,
    pub headers: actix_web::http::header::HeaderMap,
}

impl Answer {
    pub fn code(&self) -> &str {
        self.body["error"]["code"].as_str().unwrap_or("")
    }

    pub fn message(&self) -> &str {
        self.body["error"]["messages"][0].as_str().unwrap_or("")
    }
}

pub struct TestApp {
    service: RcService<actix_http::Request, ServiceResponse<BoxBody>, actix_web::Error>,
    pub store: PgStore,
    pub db: TestDb,
}

impl TestApp {
    pub async fn new() -> TestApp {
        TestApp::with_oneid(None).await
    }

    pub async fn with_oneid(oneid: Option<adapters_oneid::OneIdSettings>) -> TestApp {
        TestApp::build(oneid, adapters_web::EXPORT_BATCH, None).await
    }

    /// An app whose clock reads the coming Wednesday (today when today is one and it is not yet
    /// 10:00 in Tashkent), 10:00 in Tashkent: a day with lessons whatever day the tests run. The
    /// clock is only ever ahead of the real one, so the tokens it issues are valid. Answers the day.
    pub async fn on_a_wednesday() -> (TestApp, chrono::NaiveDate) {
        use chrono::{Datelike, Duration, Utc};
        let now = Utc::now();
        let tashkent = now + Duration::hours(5);
        let mut day = tashkent.date_naive();
        let ten = |d: chrono::NaiveDate| d.and_hms_opt(5, 0, 0).expect("a time").and_utc();
        while day.weekday() != chrono::Weekday::Wed || ten(day) < now {
            day += Duration::days(1);
        }
        let clock = Arc::new(ShiftedClock(ten(day) - now));
        (TestApp::build(None, adapters_web::EXPORT_BATCH, Some(clock)).await, day)
    }

    /// An app whose `format=xlsx` lists read `batch` rows at a time, so that a few rows make
    /// several batches.
    pub async fn with_export_batch(batch: u32) -> TestApp {
        TestApp::build(None, batch, None).await
    }

    async fn build(
        oneid: Option<adapters_oneid::OneIdSettings>,
        export_batch: u32,
        clock: Option<Arc<dyn application::ports::Clock>>,
    ) -> TestApp {
        let db = TestDb::new();
        let store = PgStore::connect(&db.url, 4).expect("connect to the test database").cache_sessions(adapters_db::SESSION_LIFETIME);
        let mut state = server::app_state(&store, JWT_SECRET, oneid, PUBLIC_URL);
        state.export_batch = export_batch;
        if let Some(clock) = clock {
            state.clock = clock;
        }
        let state = web::Data::new(state);
        let metrics = server::metrics::Metrics::new().expect("metrics");
        let app = server::app(state, web::Data::new(store.clone()), metrics.middleware, None);
        let service = test::init_service(app).await;
        let service = rc_service(actix_service::ServiceExt::map(service, |res: ServiceResponse<_>| res.map_into_boxed_body()));
        TestApp { service, store, db }
    }

    pub async fn request(&self, method: Method, path: &str, token: Option<&str>, body: Option<Value>, language: &str) -> Answer {
        let mut req = test::TestRequest::default().method(method).uri(path).insert_header(("Accept-Language", language));
        if let Some(token) = token {
            req = req.insert_header(("Authorization", format!("Bearer {token}")));
        }
        if let Some(body) = body {
            req = req.set_json(body);
        }
        self.send(req).await
    }

    pub async fn send(&self, req: test::TestRequest) -> Answer {
        let response = test::call_service(&self.service, req.to_request()).await;
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = test::read_body(response).await;
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()))
        };
        Answer { status, body, headers, raw: bytes.to_vec() }
    }

    pub async fn get(&self, path: &str, token: &str) -> Answer {
        self.request(Method::GET, path, Some(token), None, "uz").await
    }

    pub async fn post(&self, path: &str, token: &str, body: Value) -> Answer {
        self.request(Method::POST, path, Some(token), Some(body), "uz").await
    }

    pub async fn put(&self, path: &str, token: &str, body: Value) -> Answer {
        self.request(Method::PUT, path, Some(token), Some(body), "uz").await
    }

    pub async fn delete(&self, path: &str, token: &str) -> Answer {
        self.request(Method::DELETE, path, Some(token), None, "uz").await
    }

    pub async fn login_answer(&self, username: &str, password: &str) -> Answer {
        let body = serde_json::json!({ "username": username, "password": password });
        self.request(Method::POST, "/api/v1/auth/login/", None, Some(body), "uz").await
    }

    /// A token of the installation's first administrator.
    pub async fn superadmin(&self) -> String {
        self.login(SUPERADMIN).await
    }

    /// A token of the ministry specialist.
    pub async fn ministry(&self) -> String {
        self.login(MINISTRY).await
    }

    async fn login(&self, username: &str) -> String {
        let answer = self.login_answer(username, SYSTEM_PASSWORD).await;
        assert_eq!(answer.status, StatusCode::OK, "login of {username}: {}", answer.body);
        answer.body["result"]["access_token"].as_str().expect("a token").to_string()
    }

    /// Counts rows with a query of the test's own, to prove that a refused request wrote nothing.
    pub fn count(&self, sql: &str) -> i64 {
        let mut conn = PgConnection::establish(&self.db.url).expect("connect");
        diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!("({sql})"))).get_result(&mut conn).expect("count")
    }
}

impl TestApp {
    /// Changes rows behind the API's back, to set up a situation (time passing, an admin's edit),
    /// as another server process would: the sessions it touches reach this one by notification.
    pub fn exec(&self, sql: &str) {
        let mut conn = PgConnection::establish(&self.db.url).expect("connect");
        diesel::sql_query(sql).execute(&mut conn).expect("statement");
        self.store.await_session_changes(std::time::Duration::from_secs(5)).expect("session changes seen");
    }
}

impl TestApp {
    /// The newest audit record as JSON, read behind the API's back.
    pub fn last_audit_record(&self) -> Value {
        let mut conn = PgConnection::establish(&self.db.url).expect("connect");
        let text: String = diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(
            "(SELECT row_to_json(a)::text FROM audit_log a ORDER BY id DESC LIMIT 1)",
        ))
        .get_result(&mut conn)
        .expect("an audit record");
        serde_json::from_str(&text).expect("JSON")
    }

    pub fn audit_count(&self) -> i64 {
        self.count("SELECT count(*) FROM audit_log")
    }

    /// The audit records of one entity, oldest first, read behind the API's back.
    pub fn audit_records_of(&self, entity_type: &str, entity_id: i64) -> Vec<Value> {
        let mut conn = PgConnection::establish(&self.db.url).expect("connect");
        let text: String = diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!(
            "(SELECT COALESCE(json_agg(a ORDER BY a.id), '[]')::text FROM audit_log a \
             WHERE a.entity_type = '{entity_type}' AND a.entity_id = {entity_id})"
        )))
        .get_result(&mut conn)
        .expect("audit records");
        serde_json::from_str(&text).expect("JSON")
    }
}

/// The `.rs` files under `dir`, in path order, for the tests that read the workspace's sources.
pub fn rust_sources(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut entries: Vec<std::path::PathBuf> =
        std::fs::read_dir(dir).expect("a source directory").map(|e| e.expect("an entry").path()).collect();
    entries.sort();
    let mut found = Vec::new();
    for path in entries {
        if path.is_dir() {
            found.extend(rust_sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

//! Wiring: configuration, the database pool, the ports handed to the web adapter, the HTTP app
//! with its operational endpoints and the built front end.

pub mod config;
pub mod metrics;
pub mod upkeep;

use std::path::PathBuf;
use std::sync::Arc;

use actix_files::{Files, NamedFile};
use actix_web::body::MessageBody;
use actix_web::dev::{fn_service, Service, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::from_fn;
use actix_web::{web, App, HttpMessage, HttpResponse};
use actix_web_prom::PrometheusMetrics;
use adapters_db::PgStore;
use adapters_oneid::{OneIdHttpClient, OneIdSettings};
use adapters_security::{Argon2Hasher, JwtIssuer};
use adapters_web::AppState;
use application::ports::{OneIdClient, SystemClock};
use tracing_actix_web::{RequestId, TracingLogger};

/// The ports of the application over one PostgreSQL store and one token secret, with OneID when
/// the server is registered with it; `public_url` is where documents' QR codes lead.
pub fn app_state(store: &PgStore, jwt_secret: &[u8], oneid: Option<OneIdSettings>, public_url: &str) -> AppState {
    let turns = store.pool().max_size() as usize;
    let standby = store.reading_standby().map(Arc::new);
    let store = Arc::new(store.clone());
    let typesetter = Arc::new(adapters_typeset::Typesetter::new());
    let state = AppState {
        users: store.clone(),
        roles: store.clone(),
        institutions: store.clone(),
        sessions: store.clone(),
        audit: store.clone(),
        buildings: store.clone(),
        rooms: store.clone(),
        class_hours: store.clone(),
        positions: store.clone(),
        directions: store.clone(),
        departments: store.clone(),
        ministry_departments: store.clone(),
        staff: store.clone(),
        curricula: store.clone(),
        subject_types: store.clone(),
        subjects: store.clone(),
        subject_bundles: store.clone(),
        curriculum_templates: store.clone(),
        unit: store.clone(),
        group_queries: store.clone(),
        ownership: store.clone(),
        graduate_queries: store.clone(),
        reports: store.clone(),
        science: store.clone(),
        finance: store.clone(),
        orders: store.clone(),
        standings: store.clone(),
        student_queries: store,
        spreadsheet_reader: Arc::new(adapters_xlsx::Spreadsheets),
        spreadsheet_writer: Arc::new(adapters_xlsx::Spreadsheets),
        timetable_printer: typesetter.clone(),
        document_printer: typesetter.clone(),
        sheet_printer: typesetter,
        public_url: Arc::from(public_url),
        timetable_solver: Arc::new(adapters_solver::SearchSolver::default()),
        timetable_slots: Arc::new(adapters_web::RunSlots::new(std::thread::available_parallelism().map_or(2, |n| n.get()))),
        export_batch: adapters_web::EXPORT_BATCH,
        database_turns: Arc::new(tokio::sync::Semaphore::new(turns)),
        password_turns: Arc::new(tokio::sync::Semaphore::new(password_turns())),
        hasher: Arc::new(Argon2Hasher),
        tokens: Arc::new(JwtIssuer::new(jwt_secret)),
        clock: Arc::new(SystemClock),
        oneid: oneid.map(|settings| Arc::new(OneIdHttpClient::new(settings)) as Arc<dyn OneIdClient>),
        exports: None,
    };
    let exports = standby.map(|standby| Arc::new(reading_through(&state, &standby)));
    AppState { exports, ..state }
}

/// `state` with every port that only reads answered by `reads`; the transactions, sessions, audit
/// and ownership stay on the primary.
fn reading_through(state: &AppState, reads: &Arc<PgStore>) -> AppState {
    AppState {
        users: reads.clone(),
        roles: reads.clone(),
        institutions: reads.clone(),
        buildings: reads.clone(),
        rooms: reads.clone(),
        class_hours: reads.clone(),
        positions: reads.clone(),
        directions: reads.clone(),
        departments: reads.clone(),
        ministry_departments: reads.clone(),
        staff: reads.clone(),
        curricula: reads.clone(),
        subject_types: reads.clone(),
        subjects: reads.clone(),
        subject_bundles: reads.clone(),
        curriculum_templates: reads.clone(),
        group_queries: reads.clone(),
        graduate_queries: reads.clone(),
        reports: reads.clone(),
        science: reads.clone(),
        finance: reads.clone(),
        orders: reads.clone(),
        standings: reads.clone(),
        student_queries: reads.clone(),
        exports: None,
        ..state.clone()
    }
}

/// Half the cores, at least one: how many password hashes run at once.
fn password_turns() -> usize {
    (std::thread::available_parallelism().map_or(2, |n| n.get()) / 2).max(1)
}

/// Builds the kept standings from the results recorded before they were kept, once (see
/// `BuildStandings`); after loading the demo data it builds theirs.
pub fn build_standings(store: &PgStore) -> Result<(), String> {
    let groups = application::results::BuildStandings { unit: store }.execute().map_err(|e| e.to_string())?;
    if groups > 0 {
        tracing::info!(groups, "academic standings built");
    }
    Ok(())
}

/// Issues the demo graduate's diploma and appendix through the use case, as `otmadmin`, so that
/// the demo's documents are set, numbered, stored and audited like any other. Does nothing once
/// they are issued.
pub fn demo_documents(store: &PgStore, public_url: &str) -> Result<(), String> {
    use application::graduates::IssueDocument;
    use application::ports::RequestMeta;
    use application::study_documents::IssueStudyDocument;
    use domain::actor::Actor;
    use domain::graduate::DocumentKind;
    use domain::ids::{InstitutionId, RoleId, StudentId, UserId};
    use domain::permission::Permission;
    use domain::role::RoleLevel;

    let actor = |user, role, institution, permissions: &[Permission]| Actor {
        user_id: UserId::from_stored(user),
        role_id: RoleId::from_stored(role),
        role_level: RoleLevel::Institution,
        permissions: permissions.iter().copied().collect(),
        institution_id: Some(InstitutionId::from_stored(institution)),
        is_system: false,
        session_id: "demo".into(),
    };
    let typesetter = adapters_typeset::Typesetter::new();
    if let Some((user, role, institution, student)) = adapters_db::demo::diploma_to_issue(store)? {
        let actor = actor(user, role, institution, &[Permission::GenerateDiploma, Permission::GenerateAppendix]);
        let issue = IssueDocument { unit: store, printer: &typesetter, clock: &SystemClock, public_url };
        for kind in [DocumentKind::Diploma, DocumentKind::Appendix] {
            issue.execute(&actor, StudentId::from_stored(student), kind, false, &RequestMeta::default()).map_err(|e| e.to_string())?;
        }
    }
    if let Some((user, role, institution, student)) = adapters_db::demo::study_documents_to_issue(store)? {
        let actor = actor(user, role, institution, &[Permission::StudentDocument]);
        let issue = IssueStudyDocument { unit: store, printer: &typesetter, clock: &SystemClock, public_url };
        for kind in DocumentKind::STUDY {
            issue.execute(&actor, StudentId::from_stored(student), kind, &RequestMeta::default()).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().body("ok")
}

async fn readyz(store: web::Data<PgStore>) -> HttpResponse {
    let ready = web::block(move || store.is_ready()).await.unwrap_or(false);
    if ready {
        HttpResponse::Ok().body("ready")
    } else {
        HttpResponse::ServiceUnavailable().body("database unreachable")
    }
}

/// Headers of every answer: the page loads only its own scripts and styles (MUI writes style tags,
/// hence 'unsafe-inline' for styles alone), is never framed, and sends no referrer elsewhere. HSTS
/// is added when the request came over TLS (directly or as the proxy's `X-Forwarded-Proto` says).
const SECURITY_HEADERS: [(&str, &str); 4] = [
    (
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
         connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    ),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("x-frame-options", "DENY"),
];

/// The whole HTTP application: the API under `/api/v1`, health, readiness and metrics, and the
/// built front end (any other path answers its `index.html`, so client routes survive a reload).
pub fn app(
    state: web::Data<AppState>,
    store: web::Data<PgStore>,
    metrics: PrometheusMetrics,
    static_dir: Option<PathBuf>,
) -> App<
    impl ServiceFactory<ServiceRequest, Config = (), Response = ServiceResponse<impl MessageBody>, Error = actix_web::Error, InitError = ()>,
> {
    let mut app = App::new()
        .wrap_fn(|req, service| {
            let request_id = req.extensions().get::<RequestId>().map(|id| id.to_string());
            let secure = req.connection_info().scheme() == "https";
            let response = service.call(req);
            async move {
                let mut response = response.await?;
                let headers = response.headers_mut();
                if let Some(value) = request_id.and_then(|id| HeaderValue::from_str(&id).ok()) {
                    headers.insert(HeaderName::from_static("x-request-id"), value);
                }
                for (name, value) in SECURITY_HEADERS {
                    headers.insert(HeaderName::from_static(name), HeaderValue::from_static(value));
                }
                if secure {
                    headers.insert(
                        HeaderName::from_static("strict-transport-security"),
                        HeaderValue::from_static("max-age=31536000; includeSubDomains"),
                    );
                }
                Ok(response)
            }
        })
        .wrap(TracingLogger::default())
        .wrap(metrics)
        .app_data(state)
        .app_data(store)
        .route("/healthz", web::get().to(healthz))
        .route("/readyz", web::get().to(readyz))
        .service(
            web::scope("/api/v1")
                // The last wrapped runs first: authorization before the body is looked at.
                .wrap(from_fn(adapters_web::location))
                .wrap(from_fn(adapters_web::json_body))
                .wrap(from_fn(adapters_web::authorize))
                .wrap(from_fn(adapters_web::query_numbers))
                .configure(adapters_web::configure_api),
        );
    if let Some(dir) = static_dir.filter(|d| d.join("index.html").is_file()) {
        let index = dir.join("index.html");
        app = app.service(Files::new("/", dir).index_file("index.html").default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                let file = NamedFile::open_async(index).await?;
                Ok(ServiceResponse::new(req.clone(), file.into_response(&req)))
            }
        })));
    }
    app
}

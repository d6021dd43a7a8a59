//! Who may call what, decided from the token and the path before a request's body is read: the
//! table `authorization.txt` names, for every operation, the permissions of which the current role
//! needs one. The session found here is handed to the handler's `Authenticated`, so a request still
//! reads its session once; the use cases check their permission and tenancy again.

use std::sync::LazyLock;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage, ResponseError};
use application::session::{Authenticate, Reach, Session};
use application::AppError;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::tenancy::Owned;

use crate::auth::bearer_token;
use crate::error::ApiError;
use crate::language::language_of;
use crate::run::run;
use crate::state::AppState;

const TABLE: &str = include_str!("authorization.txt");
const PREFIX: &str = "/api/v1";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    Public,
    SignedIn,
    /// One of these, held by a role of ministry level when `ministry_level`.
    AnyOf {
        permissions: Vec<Permission>,
        ministry_level: bool,
    },
}

impl Rule {
    fn allows(&self, permissions: &std::collections::BTreeSet<Permission>, level: RoleLevel) -> bool {
        match self {
            Rule::Public | Rule::SignedIn => true,
            Rule::AnyOf { permissions: needed, ministry_level } => {
                needed.iter().any(|p| permissions.contains(p)) && (!ministry_level || level == RoleLevel::Ministry)
            }
        }
    }
}

struct Operation {
    method: Method,
    /// The path's segments; `None` where the path takes a parameter.
    segments: Vec<Option<String>>,
    rule: Rule,
    /// Marked `@temporary-password`: callable by a session that must first replace a temporary
    /// password (reading the profile, changing the password, signing out); no other call is.
    temporary_password: bool,
}

fn parse(line: &str) -> Result<Operation, String> {
    let mut words = line.split_whitespace();
    let method = words.next().and_then(|m| Method::from_bytes(m.as_bytes()).ok()).ok_or_else(|| format!("no method in {line}"))?;
    let path = words.next().ok_or_else(|| format!("no path in {line}"))?;
    let mut rest: Vec<&str> = words.filter(|w| *w != "|").collect();
    let temporary_password = rest.contains(&"@temporary-password");
    rest.retain(|w| *w != "@temporary-password");
    let rule = match rest.as_slice() {
        ["public"] => Rule::Public,
        ["signed-in"] => Rule::SignedIn,
        [] => return Err(format!("no rule in {line}")),
        _ => Rule::AnyOf {
            permissions: rest
                .iter()
                .filter(|w| !w.starts_with('@'))
                .map(|code| Permission::parse(code).map_err(|_| format!("unknown permission {code} in {line}")))
                .collect::<Result<_, _>>()?,
            ministry_level: rest.contains(&"@ministry"),
        },
    };
    let segments = path.trim_matches('/').split('/').map(|s| (!s.starts_with('{')).then(|| s.to_string())).collect();
    Ok(Operation { method, segments, rule, temporary_password })
}

fn rows() -> impl Iterator<Item = &'static str> {
    TABLE.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// A row that does not parse is left out here and fails the unit test below.
static OPERATIONS: LazyLock<Vec<Operation>> = LazyLock::new(|| rows().filter_map(|row| parse(row).ok()).collect());

/// The rule of the operation a request calls: of the rows that match, the one with the most fixed
/// segments (`/students/import/` before `/students/{id}/`). `None` for a call that does not exist.
pub fn rule_for(method: &Method, path: &str) -> Option<&'static Rule> {
    operation_for(method, path).map(|op| &op.rule)
}

/// Whether a session that must first replace a temporary password may make the call (`@temporary-password`).
pub fn serves_temporary_password(method: &Method, path: &str) -> bool {
    operation_for(method, path).is_some_and(|op| op.temporary_password)
}

fn operation_for(method: &Method, path: &str) -> Option<&'static Operation> {
    let path = path.strip_prefix(PREFIX).unwrap_or(path);
    let asked: Vec<&str> = path.trim_matches('/').split('/').collect();
    OPERATIONS
        .iter()
        .filter(|op| op.method == *method && op.segments.len() == asked.len())
        .filter(|op| op.segments.iter().zip(&asked).all(|(fixed, asked)| fixed.as_deref().is_none_or(|f| f == *asked)))
        .max_by_key(|op| op.segments.iter().filter(|s| s.is_some()).count())
}

/// The object a path names, when it is of a kind that belongs to one institution:
/// `/edu-groups/12/subgroups/3/` names group 12.
fn named_object(path: &str) -> Option<(Owned, i64)> {
    let mut segments = path.strip_prefix(PREFIX).unwrap_or(path).trim_matches('/').split('/');
    let owned = match segments.next()? {
        "buildings" => Owned::Building,
        "rooms" => Owned::Room,
        "class-hours" => Owned::ClassHour,
        "curriculums" => Owned::Curriculum,
        "edu-groups" => Owned::Group,
        "students" | "graduates" => Owned::Student,
        "staffs" => Owned::Staff,
        "institution-departments" => Owned::Department,
        "schedules" => Owned::Lesson,
        "exams" => Owned::Exam,
        "control-sheets" => Owned::Group,
        "orders" => Owned::Order,
        "science" => match segments.next()? {
            "projects" => Owned::ScienceProject,
            "publications" => Owned::Publication,
            "doctoral-students" => Owned::DoctoralStudent,
            "defences" => Owned::Defence,
            _ => return None,
        },
        "finance" => match segments.next()? {
            "prices" => Owned::FinancePrice,
            "contracts" => Owned::FinanceContract,
            "payments" => Owned::FinancePayment,
            _ => return None,
        },
        _ => return None,
    };
    let id = segments.next()?.parse().ok()?;
    Some((owned, id))
}

/// The middleware of the API scope: 401 without a valid session, 403 without the permission, 404
/// for an object of another institution, all answered here, before the handler reads the body;
/// otherwise the session goes on with the request.
pub async fn authorize(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let Some(operation) = operation_for(req.method(), req.path()) else { return Ok(next.call(req).await?.map_into_left_body()) };
    if operation.rule != Rule::Public {
        match session_for(&req, operation).await {
            Ok(session) => {
                req.extensions_mut().insert(session);
            }
            Err(refusal) => return Ok(req.into_response(refusal.error_response()).map_into_right_body()),
        }
    }
    Ok(next.call(req).await?.map_into_left_body())
}

async fn session_for(req: &ServiceRequest, operation: &'static Operation) -> Result<Session, ApiError> {
    let language = language_of(req.request());
    let token = bearer_token(req.request()).ok_or_else(|| ApiError::new(AppError::Unauthenticated, language))?;
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::new(AppError::Internal("application state is missing".into()), language))?;
    let named = named_object(req.path());
    // A remembered session with nothing of an institution to check is decided here, on the
    // request's own worker: no database turn, no hop to a blocking thread.
    if named.is_none() {
        let authenticate = Authenticate { tokens: &*state.tokens, sessions: &*state.sessions };
        match authenticate.remembered(&token) {
            Ok(Some(session)) => return admitted(session, operation).map_err(|e| ApiError::new(e, language)),
            Ok(None) => {}
            Err(refused) => return Err(ApiError::new(refused, language)),
        }
    }
    run(&state, language, move |s| {
        let session = admitted(Authenticate { tokens: &*s.tokens, sessions: &*s.sessions }.execute(&token)?, operation)?;
        if let Some((owned, id)) = named {
            Reach { ownership: &*s.ownership }.execute(&session.actor, owned, id)?;
        }
        Ok(session)
    })
    .await
}

/// The session when the operation serves it: a temporary password serves only its change, and
/// the role must hold the operation's permission.
fn admitted(session: Session, operation: &Operation) -> Result<Session, AppError> {
    if session.profile.user.must_change_password && !operation.temporary_password {
        return Err(AppError::PasswordChangeRequired);
    }
    if !operation.rule.allows(&session.actor.permissions, session.actor.role_level) {
        return Err(AppError::Forbidden);
    }
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_parses_and_the_most_specific_row_wins() {
        let refused: Vec<String> = rows().filter_map(|row| parse(row).err()).collect();
        assert_eq!(refused, Vec::<String>::new());
        assert!(OPERATIONS.len() > 100);
        assert!(parse("GET /x/ no-such-permission").is_err());
        let import = rule_for(&Method::POST, "/api/v1/students/import/");
        assert_eq!(import, Some(&Rule::AnyOf { permissions: vec![Permission::StudentImport], ministry_level: false }));
        let status = rule_for(&Method::POST, "/api/v1/students/12/status/");
        assert_eq!(status, Some(&Rule::AnyOf { permissions: vec![Permission::StudentEdit], ministry_level: false }));
        assert_eq!(rule_for(&Method::GET, "/api/v1/users/profile/"), Some(&Rule::SignedIn));
        assert_eq!(rule_for(&Method::POST, "/api/v1/auth/login/"), Some(&Rule::Public));
        assert_eq!(rule_for(&Method::GET, "/api/v1/no-such-call/"), None);
        assert_eq!(rule_for(&Method::PATCH, "/api/v1/students/12/"), None);
    }

    #[test]
    fn only_the_profile_the_password_change_and_logout_serve_a_temporary_password() {
        let open: Vec<String> = OPERATIONS
            .iter()
            .filter(|op| op.temporary_password)
            .map(|op| format!("{} /{}/", op.method, op.segments.iter().map(|s| s.as_deref().unwrap_or("{}")).collect::<Vec<_>>().join("/")))
            .collect();
        assert_eq!(open, vec!["POST /auth/logout/", "POST /users/me/password/", "GET /users/profile/"]);
    }

    #[test]
    fn paths_name_the_objects_of_an_institution() {
        assert_eq!(named_object("/api/v1/edu-groups/12/subgroups/3/"), Some((Owned::Group, 12)));
        assert_eq!(named_object("/api/v1/rooms/4/"), Some((Owned::Room, 4)));
        assert_eq!(named_object("/api/v1/students/import/"), None);
        assert_eq!(named_object("/api/v1/students/"), None);
        assert_eq!(named_object("/api/v1/edu-subjects/4/"), None);
        assert_eq!(named_object("/api/v1/science/publications/7/file/"), Some((Owned::Publication, 7)));
        assert_eq!(named_object("/api/v1/science/publications/mine/"), None);
    }

    #[test]
    fn ministry_rows_need_a_ministry_role() {
        let Some(rule) = rule_for(&Method::POST, "/api/v1/institutions/") else { panic!("a row for POST /institutions/") };
        let held = [Permission::InstitutionAdd].into_iter().collect();
        assert!(rule.allows(&held, RoleLevel::Ministry));
        assert!(!rule.allows(&held, RoleLevel::Institution));
        assert!(!rule.allows(&Default::default(), RoleLevel::Ministry));
    }
}

//! The authorization matrix: every operation of the published document, called by every delivered
//! role and by nobody, answers as `adapters/web/src/authorization.txt` says. A role without the permission gets 403
//! even with a body that is not valid (the permission is decided before the body is read); a role
//! with it gets anything but 403; nobody gets 401 unless the operation is public; no call fails with
//! a server error.

use std::collections::{BTreeMap, BTreeSet};

use actix_web::http::{Method, StatusCode};
use serde_json::json;

use crate::support::TestApp;

const TABLE: &str = include_str!("../../../adapters/web/src/authorization.txt");
/// An id no row has: a permitted call answers 404 or a refusal of the body, never a change.
const NO_SUCH_ID: &str = "999999999";
/// Calls that end or open a session, or leave for OneID: their rules are in the table, their
/// behaviour in the session tests.
const NOT_CALLED: &[(&str, &str)] =
    &[("POST", "/auth/login/"), ("POST", "/auth/logout/"), ("GET", "/auth/one-id/"), ("GET", "/auth/one-id/url/")];

#[derive(Debug)]
struct Rule {
    public: bool,
    signed_in: bool,
    permissions: Vec<String>,
    ministry_level: bool,
}

impl Rule {
    fn allows(&self, permissions: &BTreeSet<String>, ministry_level: bool) -> bool {
        self.public
            || self.signed_in
            || (self.permissions.iter().any(|p| permissions.contains(p)) && (!self.ministry_level || ministry_level))
    }
}

fn table() -> BTreeMap<(String, String), Rule> {
    TABLE
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let method = words.next().expect("a method").to_string();
            let path = words.next().expect("a path").to_string();
            let rest: Vec<&str> = words.filter(|w| *w != "|").collect();
            let rule = Rule {
                public: rest == ["public"],
                signed_in: rest == ["signed-in"],
                permissions: rest
                    .iter()
                    .filter(|w| !w.starts_with('@') && **w != "public" && **w != "signed-in")
                    .map(|w| w.to_string())
                    .collect(),
                ministry_level: rest.contains(&"@ministry"),
            };
            assert!(rule.public || rule.signed_in || !rule.permissions.is_empty(), "a rule for {line}");
            ((method, path), rule)
        })
        .collect()
}

fn uri(path: &str) -> String {
    let mut uri = String::from("/api/v1");
    for segment in path.split('/').skip(1) {
        uri.push('/');
        uri.push_str(if segment.starts_with('{') { NO_SUCH_ID } else { segment });
    }
    uri
}

#[actix_web::test]
async fn every_operation_answers_every_role_as_the_table_says() {
    let app = TestApp::new().await;
    let document = app.request(Method::GET, "/api/v1/openapi.json", None, None, "uz").await.body;
    let operations: BTreeSet<(String, String)> = document["paths"]
        .as_object()
        .expect("the document has paths")
        .iter()
        .flat_map(|(path, item)| {
            let path = path.strip_prefix("/api/v1").unwrap_or(path).to_string();
            item.as_object().into_iter().flat_map(|methods| methods.keys()).map(move |method| (method.to_uppercase(), path.clone()))
        })
        .collect();
    let table = table();
    let rows: BTreeSet<(String, String)> = table.keys().cloned().collect();
    assert!(operations.len() > 100, "the document was read: {} operations", operations.len());
    assert_eq!(
        operations.difference(&rows).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "operations without a row in adapters/web/src/authorization.txt"
    );
    assert_eq!(
        rows.difference(&operations).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "rows of authorization.txt without an operation"
    );

    let mut wrong = Vec::new();
    let called = table.iter().filter(|((method, path), _)| !NOT_CALLED.contains(&(method.as_str(), path.as_str())));
    for ((method, path), rule) in called.clone() {
        let verb = Method::from_bytes(method.as_bytes()).expect("an HTTP method");
        let body = matches!(method.as_str(), "POST" | "PUT").then(|| json!({}));
        let answer = app.request(verb, &uri(path), None, body, "uz").await;
        let not_refused = !rule.public && answer.status != StatusCode::UNAUTHORIZED;
        if not_refused || answer.status.is_server_error() {
            wrong.push(format!("nobody: {method} {path} answered {}", answer.status));
        }
    }
    for username in ["superadmin", "ministry", "otmadmin", "teacher"] {
        let token = app.login(username).await;
        let profile = app.get("/api/v1/users/profile/", &token).await.body["result"].clone();
        let permissions: BTreeSet<String> = profile["permissions"]
            .as_array()
            .expect("the profile lists permissions")
            .iter()
            .filter_map(|p| p.as_str().map(str::to_string))
            .collect();
        let ministry_level = profile["role"]["level"] == "MINISTRY";
        for ((method, path), rule) in called.clone() {
            let verb = Method::from_bytes(method.as_bytes()).expect("an HTTP method");
            let body = matches!(method.as_str(), "POST" | "PUT").then(|| json!({}));
            let answer = app.request(verb, &uri(path), Some(&token), body, "uz").await;
            let allowed = rule.allows(&permissions, ministry_level);
            let as_expected = if allowed { answer.status != StatusCode::FORBIDDEN } else { answer.status == StatusCode::FORBIDDEN };
            if !as_expected || answer.status.is_server_error() {
                wrong.push(format!(
                    "{username}: {method} {path} answered {} ({})",
                    answer.status,
                    if allowed { "allowed" } else { "not allowed" }
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{} calls answered against the table:\n{}", wrong.len(), wrong.join("\n"));
}

//! The authorization matrix: every operation of the published document, called by every delivered
//! role and by nobody, answers as `adapters/web/src/authorization.txt` says. A role without the permission gets 403
//! even with a body that is not valid (the permission is decided before the body is read); a role
//! with it gets anything but 403; nobody gets 401 unless the operation is public; no call fails with
//! a server error.

use std::collections::{BTreeMap, BTreeSet};

use actix_web::http::{Method, StatusCode};
use diesel::{Connection, RunQueryDsl};
use serde_json::json;

use crate::support::fixtures::{created, AccountBuilder, CurriculumBuilder, GroupBuilder, StaffBuilder, StudentBuilder};
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
            // `@temporary-password` says who else may call, not who may: the matrix ignores it.
            let rest: Vec<&str> = words.filter(|w| *w != "|" && *w != "@temporary-password").collect();
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

/// A signed-in account of every delivered role, by a name for the report: the system's two, the
/// staff roles at a university of the test's own and the portal's student and parent of a student
/// of it.
async fn one_of_every_role(app: &TestApp) -> Vec<(&'static str, String)> {
    let own = app.own_university("AUT-OWN").await;
    let mut accounts = vec![("superadmin", app.superadmin().await), ("ministry", app.ministry().await)];
    for (username, role) in
        [("aut.otmadmin", "OTMADMIN"), ("aut.teacher", "TEACHER"), ("aut.science", "SCIENCE"), ("aut.accountant", "ACCOUNTANT")]
    {
        accounts.push((username, AccountBuilder::new(username).role(role).at(own.id).build(app).await.token));
    }
    let curriculum = CurriculumBuilder::new("AUT reja").approved().by(&own.admin).build(app).await.id;
    let group = GroupBuilder::new("AUT-26-01", curriculum).by(&own.admin).build(app).await.id;
    let student = StudentBuilder::new(group, 900_050).by(&own.admin).build(app).await.id;
    accounts.push(("aut.student", own.student_login(app, student, "aut.student").await));
    accounts.push(("aut.parent", own.parent_of(app, student, "aut.parent").await.token));
    accounts
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
    for (username, token) in one_of_every_role(&app).await {
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

/// The kinds of object that belong to one institution, by the collection of their paths, and the
/// table whose rows a call on them could change.
const OWNED: &[(&str, &str)] = &[
    ("buildings", "buildings"),
    ("rooms", "rooms"),
    ("class-hours", "class_hours"),
    ("curriculums", "curricula"),
    ("edu-groups", "edu_groups"),
    ("students", "students"),
    ("staffs", "staffs"),
    ("institution-departments", "institution_departments"),
    ("schedules", "schedule_lessons"),
];

/// One object of each owned kind at a university of the test's own that the visiting users do not
/// belong to: made through the API by its admin.
async fn objects_of_another_institution(app: &TestApp) -> BTreeMap<&'static str, i64> {
    let admin = app.own_university("AUT-OTHER").await.admin;
    let mut objects = BTreeMap::new();
    let building = json!({ "name": "Bosh bino", "address": "Toshkent", "floors": 3 });
    objects.insert("buildings", created(app, &admin, "/api/v1/buildings/", building).await.id);
    let room = json!({ "building_id": objects["buildings"], "name": "101", "floor": 1, "capacity": 30, "kind": "LECTURE" });
    objects.insert("rooms", created(app, &admin, "/api/v1/rooms/", room).await.id);
    let hour = json!({ "number": 1, "start_time": "08:30", "end_time": "09:50" });
    objects.insert("class-hours", created(app, &admin, "/api/v1/class-hours/", hour).await.id);
    let faculty = json!({ "name": { "uz": "Fakultet", "ru": "Факультет", "en": "Faculty" }, "kind": "FACULTY" });
    objects.insert("institution-departments", created(app, &admin, "/api/v1/institution-departments/", faculty).await.id);
    let curriculum = CurriculumBuilder::new("NU reja").approved().by(&admin).build(app).await;
    objects.insert("curriculums", curriculum.id);
    let subject = curriculum.body["edu_subject"][0]["edu_subject_id"].as_i64().expect("a subject of the curriculum");
    let group = GroupBuilder::new("NU-26-01", curriculum.id).by(&admin).build(app).await.id;
    objects.insert("edu-groups", group);
    objects.insert("students", StudentBuilder::new(group, 900_040).by(&admin).build(app).await.id);
    let teacher = StaffBuilder::new(4040).position(app, "Dotsent", "MAIN", 1.0, &[subject]).by(&admin).build(app).await.id;
    objects.insert("staffs", teacher);
    let lesson = json!({
        "edu_group_id": group, "subgroup": null, "edu_subject_id": subject, "teacher_id": teacher, "room_id": objects["rooms"],
        "weekday": 1, "class_hour_id": objects["class-hours"], "lesson_type": "LECTURE",
    });
    objects.insert("schedules", created(app, &admin, "/api/v1/schedules/", lesson).await.id);
    objects
}

/// Every row of the tables an owned object lives in, as text, to see that nothing changed.
fn fingerprint(app: &TestApp) -> String {
    let mut conn = diesel::PgConnection::establish(&app.db.url).expect("connect");
    OWNED
        .iter()
        .map(|(_, table)| {
            diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!(
                "(SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM {table} t)"
            )))
            .get_result::<String>(&mut conn)
            .expect("a fingerprint")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[actix_web::test]
async fn an_object_of_another_institution_is_not_found_by_any_operation_and_stays_unchanged() {
    let app = TestApp::new().await;
    let objects = objects_of_another_institution(&app).await;
    let table = table();
    let before = fingerprint(&app);
    let mut wrong = Vec::new();
    let mut called = 0;
    let own = app.own_university("AUT-OWN").await;
    let teacher = AccountBuilder::new("aut.teacher").role("TEACHER").at(own.id).build(&app).await.token;
    for (username, token) in [("otmadmin", own.admin), ("teacher", teacher)] {
        let profile = app.get("/api/v1/users/profile/", &token).await.body["result"].clone();
        let permissions: BTreeSet<String> =
            profile["permissions"].as_array().expect("permissions").iter().filter_map(|p| p.as_str().map(str::to_string)).collect();
        assert_eq!(profile["role"]["level"], "INSTITUTION", "{username} works inside one institution");
        for ((method, path), rule) in &table {
            let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
            let Some(id) = objects.get(segments[0]).filter(|_| segments.get(1).is_some_and(|s| s.starts_with('{'))) else { continue };
            let uri = uri(path).replacen(NO_SUCH_ID, &id.to_string(), 1);
            let verb = Method::from_bytes(method.as_bytes()).expect("an HTTP method");
            let body = matches!(method.as_str(), "POST" | "PUT").then(|| json!({}));
            let answer = app.request(verb, &uri, Some(&token), body, "uz").await;
            called += 1;
            let expected = if rule.allows(&permissions, false) { StatusCode::NOT_FOUND } else { StatusCode::FORBIDDEN };
            if answer.status != expected {
                wrong.push(format!("{username}: {method} {uri} answered {}, not {expected}", answer.status));
            }
        }
    }
    assert!(called > 40, "the owned operations were called: {called}");
    assert!(wrong.is_empty(), "{} calls reached another institution's object:\n{}", wrong.len(), wrong.join("\n"));
    assert_eq!(fingerprint(&app), before, "a call on another institution's object changed something");

    // The same objects are there for a ministry-level role.
    let ministry = app.superadmin().await;
    for (collection, id) in &objects {
        if *collection == "institution-departments" {
            continue; // listed per institution, never read by id
        }
        let answer = app.get(&format!("/api/v1/{collection}/{id}/"), &ministry).await;
        assert_eq!(answer.status, StatusCode::OK, "the ministry reads {collection} {id}");
    }
}

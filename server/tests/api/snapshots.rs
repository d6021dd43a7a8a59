//! Snapshots of representative JSON answers, so that a change of the contract shows in review as a
//! change of a `.snap` file under `snapshots/`, and the whole OpenAPI document, compared with the one
//! copy the repository keeps (`frontend/openapi.json`). Ids, versions and timestamps differ between
//! databases and runs and are redacted; everything else is made by the fixture builders, so it is
//! the same on every fresh database.
//!
//! After an intended change: `INSTA_UPDATE=always TEST_DATABASE_URL=... cargo test -p server --test
//! api snapshots::`, then read the diff of the `.snap` files before committing them.

use actix_web::http::StatusCode;
use serde_json::Value;

use crate::support::fixtures::{
    created, AccountBuilder, CurriculumBuilder, GroupBuilder, InstitutionBuilder, StaffBuilder, StudentBuilder,
};
use crate::support::TestApp;

/// Whether a field holds something that differs between fresh databases or runs.
fn volatile(key: &str) -> bool {
    key == "id" || key == "version" || key.ends_with("_id") || key.ends_with("_ids") || key.ends_with("_at") || key == "access_token"
}

/// The answer with every volatile value replaced by a placeholder that still tells its kind.
fn redacted(value: &Value) -> Value {
    match value {
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .map(|(key, value)| {
                    let value = match value {
                        Value::Null => Value::Null,
                        Value::Array(items) if volatile(key) => Value::Array(items.iter().map(|_| Value::from("[id]")).collect()),
                        _ if key.ends_with("_at") => Value::from("[timestamp]"),
                        _ if key == "access_token" => Value::from("[token]"),
                        _ if key == "version" => Value::from("[version]"),
                        _ if volatile(key) => Value::from("[id]"),
                        other => redacted(other),
                    };
                    (key.clone(), value)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(redacted).collect()),
        other => other.clone(),
    }
}

/// A university of the test's own, named in every language the product keeps (Cyrillic Uzbek too,
/// so that the snapshots show every field of a name).
async fn university(app: &TestApp) -> i64 {
    let mut body = InstitutionBuilder::new("NAMUNA").body();
    body["name"]["uz_cyrl"] = "NAMUNA университети".into();
    created(app, &app.ministry().await, "/api/v1/institutions/", body).await.id
}

async fn read(app: &TestApp, path: &str, token: &str) -> Value {
    let answer = app.get(path, token).await;
    assert_eq!(answer.status, StatusCode::OK, "GET {path}: {}", answer.body);
    redacted(&answer.body)
}

#[actix_web::test]
async fn a_curriculum_with_its_distribution_a_group_a_student_and_a_staff_member() {
    let app = TestApp::new().await;
    let admin = AccountBuilder::new("admin.namuna").role("OTMADMIN").at(university(&app).await).build(&app).await.token;
    let curriculum = CurriculumBuilder::new("Kompyuter injiniringi (2026–2030)").semesters(4).approved().by(&admin).build(&app).await;
    insta::assert_json_snapshot!("curriculum", read(&app, &format!("/api/v1/curriculums/{}/", curriculum.id), &admin).await);
    let group = GroupBuilder::new("KI-26-01", curriculum.id).by(&admin).build(&app).await;
    insta::assert_json_snapshot!("group", read(&app, &format!("/api/v1/edu-groups/{}/", group.id), &admin).await);
    let student = StudentBuilder::new(group.id, 900_001).by(&admin).build(&app).await;
    insta::assert_json_snapshot!("student", read(&app, &format!("/api/v1/students/{}/", student.id), &admin).await);
    let staff = StaffBuilder::new(777).by(&admin).build(&app).await;
    insta::assert_json_snapshot!("staff_member", read(&app, &format!("/api/v1/staffs/{}/", staff.id), &admin).await);
}

#[actix_web::test]
async fn the_profile_of_a_signed_in_user() {
    let app = TestApp::new().await;
    let user = AccountBuilder::new("admin.teacher").role("OTMADMIN").role("TEACHER").at(university(&app).await).build(&app).await;
    insta::assert_json_snapshot!("profile", read(&app, "/api/v1/users/profile/", &user.token).await);
}

/// Where two JSON values first differ, as a JSON pointer; `None` when they are equal.
fn first_difference(served: &Value, stored: &Value, at: &str) -> Option<String> {
    match (served, stored) {
        (Value::Object(a), Value::Object(b)) => a.keys().chain(b.keys()).find_map(|key| {
            let at = format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"));
            match (a.get(key), b.get(key)) {
                (Some(a), Some(b)) => first_difference(a, b, &at),
                _ => Some(at),
            }
        }),
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            a.iter().zip(b).enumerate().find_map(|(i, (a, b))| first_difference(a, b, &format!("{at}/{i}")))
        }
        _ => (served != stored).then(|| at.to_string()),
    }
}

/// The document the server serves is the one copy the repository keeps, `frontend/openapi.json`,
/// from which the front end's types are generated: a change of the contract shows in review there.
#[actix_web::test]
async fn the_whole_openapi_document() {
    let app = TestApp::new().await;
    let answer = app.request(actix_web::http::Method::GET, "/api/v1/openapi.json", None, None, "uz").await;
    assert_eq!(answer.status, StatusCode::OK);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../frontend/openapi.json");
    let text = std::fs::read_to_string(path).expect("frontend/openapi.json is readable");
    let stored: Value = serde_json::from_str(&text).expect("frontend/openapi.json is JSON");
    if let Some(at) = first_difference(&answer.body, &stored, "") {
        panic!(
            "the served OpenAPI document differs from frontend/openapi.json first at `{at}`: run \
             `cargo test -p adapters-web --lib openapi::` (it rewrites the file and fails once), then \
             `npm run api:types` in frontend/, and commit both"
        );
    }
}

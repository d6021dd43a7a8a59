use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{AccountBuilder, InstitutionBuilder};
use crate::support::{TestApp, SUPERADMIN};

/// The password of the accounts `AccountBuilder` makes.
const PASSWORD: &str = "long-enough";

async fn token(app: &TestApp, username: &str) -> String {
    let answer = app.login_answer(username, PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["result"]["access_token"].as_str().unwrap().to_string()
}

/// Runs one change and checks that it left exactly one record with this action and entity,
/// made by this user, and returns the record.
async fn exactly_one_record(app: &TestApp, before: i64, action: &str, entity: &str, actor: Option<i64>) -> Value {
    assert_eq!(app.audit_count(), before + 1, "one record for {action} {entity}");
    let record = app.last_audit_record();
    assert_eq!(record["action"], action);
    assert_eq!(record["entity_type"], entity);
    assert_eq!(record["actor_id"], actor.map(Value::from).unwrap_or(Value::Null));
    let text = record.to_string();
    assert!(!text.contains("argon2") && !text.contains("long-enough-1") && !text.contains("demo\""), "no secret in {text}");
    record
}

fn user_id(app: &TestApp, username: &str) -> i64 {
    app.user_id(username)
}

#[actix_web::test]
async fn every_change_to_users_roles_and_institutions_leaves_one_record() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let superadmin = Some(user_id(&app, SUPERADMIN));
    let teacher_role = app.role_id("TEACHER");
    let own = InstitutionBuilder::new("AUD-OWN").build(&app).await.id;

    let n = app.audit_count();
    let body = json!({ "username": "audited", "name": "Birinchi Ism", "password": "long-enough-1", "roles": [teacher_role], "institution_ids": [own] });
    let created = app.post("/api/v1/users/", &token, body.clone()).await.body["result"].clone();
    let record = exactly_one_record(&app, n, "create", "user", superadmin).await;
    assert_eq!(record["entity_id"], created["id"]);
    assert_eq!(record["changes"]["username"], json!([null, "audited"]));
    assert_eq!(record["changes"]["roles"], json!([null, ["TEACHER"]]));
    assert!(record["request_id"].as_str().is_some_and(|r| !r.is_empty()), "the request id is kept");

    let n = app.audit_count();
    let mut edit = body.clone();
    edit["name"] = json!("Ikkinchi Ism");
    edit["version"] = created["version"].clone();
    let id = created["id"].as_i64().unwrap();
    assert_eq!(app.put(&format!("/api/v1/users/{id}/"), &token, edit.clone()).await.status, StatusCode::OK);
    let record = exactly_one_record(&app, n, "update", "user", superadmin).await;
    assert_eq!(record["changes"], json!({ "name": ["Birinchi Ism", "Ikkinchi Ism"], "password_changed": [null, true] }));

    let n = app.audit_count();
    assert_eq!(app.delete(&format!("/api/v1/users/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    let record = exactly_one_record(&app, n, "delete", "user", superadmin).await;
    assert_eq!(record["changes"]["username"], json!(["audited", null]));

    let n = app.audit_count();
    let role = app.post("/api/v1/roles/", &token, json!({ "name": "Kuzatuvchi", "level": "MINISTRY", "permissions": ["user-view"] })).await;
    let role_id = role.body["result"]["id"].as_i64().unwrap();
    exactly_one_record(&app, n, "create", "role", superadmin).await;
    let n = app.audit_count();
    let edit = json!({ "name": "Kuzatuvchi", "level": "MINISTRY", "permissions": ["user-view", "role-view"], "version": 1 });
    app.put(&format!("/api/v1/roles/{role_id}/"), &token, edit).await;
    let record = exactly_one_record(&app, n, "update", "role", superadmin).await;
    assert_eq!(record["changes"], json!({ "permissions": [["user-view"], ["user-view", "role-view"]] }), "catalogue order");
    let n = app.audit_count();
    app.delete(&format!("/api/v1/roles/{role_id}/"), &token).await;
    exactly_one_record(&app, n, "delete", "role", superadmin).await;

    let n = app.audit_count();
    let body = json!({ "name": { "uz": "Yangi universitet" }, "code": "YU", "type": "HEI" });
    let institution = app.post("/api/v1/institutions/", &token, body).await.body["result"].clone();
    exactly_one_record(&app, n, "create", "institution", superadmin).await;
    let n = app.audit_count();
    let edit = json!({ "name": { "uz": "Yangi universitet", "en": "New University" }, "code": "YU", "type": "HEI", "version": 1 });
    app.put(&format!("/api/v1/institutions/{}/", institution["id"]), &token, edit).await;
    let record = exactly_one_record(&app, n, "update", "institution", superadmin).await;
    assert_eq!(record["changes"], json!({ "name_en": ["", "New University"] }));
    let n = app.audit_count();
    app.delete(&format!("/api/v1/institutions/{}/", institution["id"]), &token).await;
    exactly_one_record(&app, n, "delete", "institution", superadmin).await;
}

#[actix_web::test]
async fn sessions_leave_records_of_logins_failures_switches_and_logouts() {
    let app = TestApp::new().await;
    let own = InstitutionBuilder::new("AUD-OWN").build(&app).await.id;
    let lyceum = InstitutionBuilder::new("AUD-LYC").lyceum().build(&app).await.id;
    let otmadmin = Some(AccountBuilder::new("aud.admin").role("OTMADMIN").role("TEACHER").at(own).build(&app).await.id);
    let teacher = AccountBuilder::new("aud.teacher").role("TEACHER").at(own).at(lyceum).build(&app).await;

    let n = app.audit_count();
    assert_eq!(app.login_answer("aud.admin", "wrong").await.status, StatusCode::UNAUTHORIZED);
    let record = exactly_one_record(&app, n, "login_failed", "session", None).await;
    assert_eq!(record["changes"]["username"], json!([null, "aud.admin"]));

    let n = app.audit_count();
    let token = token(&app, "aud.admin").await;
    let record = exactly_one_record(&app, n, "login", "session", otmadmin).await;
    assert_eq!(record["institution_id"], own);

    let n = app.audit_count();
    let teacher_role = app.role_id("TEACHER");
    let switched = app.post("/api/v1/users/change-role/", &token, json!({ "id": teacher_role })).await;
    let record = exactly_one_record(&app, n, "change_role", "session", otmadmin).await;
    assert_eq!(record["changes"]["role_id"][1], teacher_role);

    let n = app.audit_count();
    let token = switched.body["result"]["access_token"].as_str().unwrap().to_string();
    assert_eq!(app.request(Method::POST, "/api/v1/auth/logout/", Some(&token), None, "uz").await.status, StatusCode::NO_CONTENT);
    exactly_one_record(&app, n, "logout", "session", otmadmin).await;

    let n = app.audit_count();
    app.post("/api/v1/users/change-institution/", &teacher.token, json!({ "institution_id": lyceum })).await;
    let record = exactly_one_record(&app, n, "change_institution", "session", Some(teacher.id)).await;
    assert_eq!(record["changes"]["institution_id"][1], lyceum);
}

#[actix_web::test]
async fn a_refused_or_failed_change_leaves_no_record() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let own = app.own_university("AUD-OWN").await;
    let teacher = AccountBuilder::new("aud.teacher").role("TEACHER").at(own.id).build(&app).await.token;
    let n = app.audit_count();
    let body = json!({ "username": "aud.teacher", "name": "X", "password": "long-enough-1", "roles": [1] });
    assert_eq!(app.post("/api/v1/users/", &token, body).await.status, StatusCode::CONFLICT);
    assert_eq!(app.post("/api/v1/users/", &token, json!({})).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.post("/api/v1/users/", &teacher, json!({})).await.status, StatusCode::FORBIDDEN);
    let role = app.role_id("MINISTRY");
    let stale = json!({ "name": "MINISTRY", "level": "MINISTRY", "permissions": ["user-view"], "version": 99 });
    assert_eq!(app.put(&format!("/api/v1/roles/{role}/"), &token, stale).await.status, StatusCode::CONFLICT);
    assert_eq!(app.delete(&format!("/api/v1/institutions/{}/", own.id), &token).await.status, StatusCode::CONFLICT);
    assert_eq!(app.audit_count(), n);
}

#[actix_web::test]
async fn the_database_refuses_to_change_or_remove_records() {
    let app = TestApp::new().await;
    app.superadmin().await;
    assert!(app.audit_count() > 0);
    let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).unwrap();
    for statement in ["UPDATE audit_log SET action = 'forged'", "DELETE FROM audit_log", "TRUNCATE audit_log", "TRUNCATE audit_log_default"]
    {
        let refused = diesel::RunQueryDsl::execute(diesel::sql_query(statement), &mut conn);
        assert!(refused.is_err(), "{statement} must be refused");
    }
    assert_eq!(app.count("SELECT count(*) FROM audit_log WHERE action = 'forged'"), 0);
    let partitions = app.count("SELECT count(*) FROM pg_inherits WHERE inhparent = 'audit_log'::regclass");
    assert!(partitions >= 4, "monthly partitions and the default one, got {partitions}");
}

#[actix_web::test]
async fn the_log_is_filtered_newest_first_and_scoped_to_the_institution() {
    let app = TestApp::new().await;
    let superadmin = app.superadmin().await;
    let own = InstitutionBuilder::new("AUD-OWN").build(&app).await.id;
    let admin = AccountBuilder::new("aud.admin").role("OTMADMIN").at(own).build(&app).await;
    AccountBuilder::new("aud.teacher").role("TEACHER").at(own).build(&app).await;
    // Days are Uzbekistan days (UTC+5).
    let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
    let tomorrow = today + chrono::Duration::days(1);
    let today_path = format!("/api/v1/audit-log/?from={today}&to={today}");
    let all_before = app.get("/api/v1/audit-log/", &superadmin).await.body["count"].as_i64().unwrap();
    let today_before = app.get(&today_path, &superadmin).await.body["count"].as_i64().unwrap();

    let otmadmin = token(&app, "aud.admin").await;
    let teacher = token(&app, "aud.teacher").await;

    let all = app.get("/api/v1/audit-log/", &superadmin).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.body["count"], all_before + 2, "two logins");
    assert_eq!(all.body["results"][0]["actor"]["name"], "aud.teacher (TEACHER)", "newest first");
    assert_eq!(all.body["results"][0]["action"], "login");

    let by_actor = app.get(&format!("/api/v1/audit-log/?actor_id={}&entity_type=session&action=login", admin.id), &superadmin).await;
    assert_eq!(by_actor.body["count"], 2, "the builder's login and this one");
    assert_eq!(by_actor.body["results"][0]["actor"]["role"], "OTMADMIN");
    assert_eq!(app.get(&today_path, &superadmin).await.body["count"], today_before + 2);
    assert_eq!(app.get(&format!("/api/v1/audit-log/?from={tomorrow}"), &superadmin).await.body["count"], 0);
    assert_eq!(app.get("/api/v1/audit-log/?action=explode", &superadmin).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Logins of superadmin (no institution) are not the institution's business.
    let mine = app.get("/api/v1/audit-log/", &otmadmin).await;
    assert_eq!(mine.status, StatusCode::OK);
    assert!(mine.body["results"].as_array().unwrap().iter().all(|r| r["institution_id"] == own));
    assert_eq!(mine.body["count"], 4, "two logins of each of its two users");
    assert_eq!(app.get("/api/v1/audit-log/", &teacher).await.status, StatusCode::FORBIDDEN);
}

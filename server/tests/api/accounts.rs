use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{AccountBuilder, InstitutionBuilder};
use crate::support::{TestApp, SUPERADMIN, SYSTEM_PASSWORD};

/// A teacher's account, never signed in, at a university of the test's own.
async fn new_user(app: &TestApp, admin: &str, username: &str) -> i64 {
    let institution = InstitutionBuilder::new("ACC-OWN").build(app).await.id;
    let role = app.count("SELECT id FROM roles WHERE name = 'TEACHER'");
    let body = json!({ "username": username, "name": "Sinov Foydalanuvchi", "password": "first-secret-1",
                       "roles": [role], "institution_ids": [institution], "is_active": true });
    let created = app.post("/api/v1/users/", admin, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    created.body["result"]["id"].as_i64().unwrap()
}

async fn token(app: &TestApp, username: &str, password: &str) -> String {
    let answer = app.login_answer(username, password).await;
    assert_eq!(answer.status, StatusCode::OK, "{:?}", answer.body);
    answer.body["result"]["access_token"].as_str().unwrap().to_string()
}

fn change(current: &str, new: &str) -> Value {
    json!({ "current_password": current, "new_password": new })
}

#[actix_web::test]
async fn a_password_change_ends_the_other_sessions_and_keeps_this_one() {
    let app = TestApp::new().await;
    let admin = app.superadmin().await;
    new_user(&app, &admin, "sinov.parol").await;
    let laptop = token(&app, "sinov.parol", "first-secret-1").await;
    let phone = token(&app, "sinov.parol", "first-secret-1").await;

    let listed = app.get("/api/v1/users/me/sessions/", &laptop).await;
    assert_eq!(listed.status, StatusCode::OK);
    assert_eq!(listed.body["count"], 2);
    assert_eq!(listed.body["results"].as_array().unwrap().iter().filter(|s| s["current"] == true).count(), 1);

    let changed = app.post("/api/v1/users/me/password/", &laptop, change("first-secret-1", "second-secret-2")).await;
    assert_eq!(changed.status, StatusCode::NO_CONTENT, "{:?}", changed.body);
    assert_eq!(app.get("/api/v1/users/profile/", &laptop).await.status, StatusCode::OK);
    assert_eq!(app.get("/api/v1/users/profile/", &phone).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/users/me/sessions/", &laptop).await.body["count"], 1);
    assert_eq!(app.login_answer("sinov.parol", "first-secret-1").await.status, StatusCode::UNAUTHORIZED);
    token(&app, "sinov.parol", "second-secret-2").await;
    let recorded = "SELECT count(*) FROM audit_log WHERE action = 'password_change' AND changes::text LIKE '%ended_sessions%'";
    assert_eq!(app.count(recorded), 1);
    assert_eq!(app.count("SELECT count(*) FROM audit_log WHERE changes::text LIKE '%second-secret-2%'"), 0);
}

#[actix_web::test]
async fn a_wrong_current_password_is_refused_counted_and_locks_out() {
    let app = TestApp::new().await;
    let admin = app.superadmin().await;
    new_user(&app, &admin, "sinov.xato").await;
    let session = token(&app, "sinov.xato", "first-secret-1").await;
    for _ in 0..10 {
        let refused = app.post("/api/v1/users/me/password/", &session, change("not-mine-123", "second-secret-2")).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(refused.body["error"]["fields"]["current_password"].is_array(), "{:?}", refused.body);
    }
    let locked = app.post("/api/v1/users/me/password/", &session, change("first-secret-1", "second-secret-2")).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.login_answer("sinov.xato", "first-secret-1").await.status, StatusCode::TOO_MANY_REQUESTS);
    for new in ["first-secret-1", "sinov.xato", "short"] {
        app.exec("DELETE FROM login_attempts WHERE username = 'sinov.xato'");
        let refused = app.post("/api/v1/users/me/password/", &session, change("first-secret-1", new)).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{new}");
        assert!(refused.body["error"]["fields"]["new_password"].is_array(), "{new}: {:?}", refused.body);
    }
}

#[actix_web::test]
async fn a_reset_forces_a_change_before_anything_else() {
    let app = TestApp::new().await;
    let admin = app.superadmin().await;
    let id = new_user(&app, &admin, "sinov.tiklash").await;
    let before = token(&app, "sinov.tiklash", "first-secret-1").await;

    let reset = app.post(&format!("/api/v1/users/{id}/reset-password/"), &admin, json!({})).await;
    assert_eq!(reset.status, StatusCode::OK, "{:?}", reset.body);
    let temporary = reset.body["result"]["temporary_password"].as_str().unwrap().to_string();
    assert_eq!(app.get("/api/v1/users/profile/", &before).await.status, StatusCode::UNAUTHORIZED);

    let session = token(&app, "sinov.tiklash", &temporary).await;
    let profile = app.get("/api/v1/users/profile/", &session).await;
    assert_eq!(profile.body["result"]["must_change_password"], true);
    let refused = app.get("/api/v1/users/me/sessions/", &session).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.code(), "password_change_required");
    let changed = app.post("/api/v1/users/me/password/", &session, change(&temporary, "my-own-secret-3")).await;
    assert_eq!(changed.status, StatusCode::NO_CONTENT, "{:?}", changed.body);
    assert_eq!(app.get("/api/v1/users/profile/", &session).await.body["result"]["must_change_password"], false);
    assert_eq!(app.get("/api/v1/users/me/sessions/", &session).await.status, StatusCode::OK);
    assert_eq!(app.count(&format!("SELECT count(*) FROM audit_log WHERE action = 'password_reset' AND entity_id = {id}")), 1);
}

#[actix_web::test]
async fn a_reset_needs_user_edit_over_that_account() {
    let app = TestApp::new().await;
    let admin = app.superadmin().await;
    let id = new_user(&app, &admin, "sinov.huquq").await;
    let own = app.own_university("ACC-ADMIN").await;
    let teacher = AccountBuilder::new("acc.teacher").role("TEACHER").at(own.id).build(&app).await.token;
    assert_eq!(app.post(&format!("/api/v1/users/{id}/reset-password/"), &teacher, json!({})).await.status, StatusCode::FORBIDDEN);
    let superadmin_id = app.user_id(SUPERADMIN);
    let otmadmin = own.admin;
    let refused = app.post(&format!("/api/v1/users/{superadmin_id}/reset-password/"), &otmadmin, json!({})).await;
    assert!(matches!(refused.status, StatusCode::NOT_FOUND | StatusCode::UNPROCESSABLE_ENTITY), "{:?}", refused.body);
    assert_eq!(app.login_answer(SUPERADMIN, SYSTEM_PASSWORD).await.status, StatusCode::OK);

    let own = app.post(&format!("/api/v1/users/{superadmin_id}/reset-password/"), &admin, json!({})).await;
    assert_eq!(own.status, StatusCode::UNPROCESSABLE_ENTITY, "{:?}", own.body);
    assert_eq!(own.code(), "cannot_reset_self");
    assert_eq!(app.get("/api/v1/users/profile/", &admin).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn sessions_are_listed_and_ended_one_or_all_others() {
    let app = TestApp::new().await;
    let admin = app.superadmin().await;
    new_user(&app, &admin, "sinov.seans").await;
    let first = token(&app, "sinov.seans", "first-secret-1").await;
    let second = token(&app, "sinov.seans", "first-secret-1").await;
    let third = token(&app, "sinov.seans", "first-secret-1").await;

    let listed = app.get("/api/v1/users/me/sessions/", &first).await;
    assert_eq!(listed.body["count"], 3);
    let other =
        listed.body["results"].as_array().unwrap().iter().find(|s| s["current"] == false).unwrap()["id"].as_str().unwrap().to_string();
    assert_eq!(app.delete(&format!("/api/v1/users/me/sessions/{other}/"), &first).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.delete(&format!("/api/v1/users/me/sessions/{other}/"), &first).await.status, StatusCode::NOT_FOUND);
    // Someone else's session is not found either.
    assert_eq!(app.delete(&format!("/api/v1/users/me/sessions/{other}/"), &admin).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/users/me/sessions/", &first).await.body["count"], 2);

    let ended = app.request(Method::DELETE, "/api/v1/users/me/sessions/", Some(&first), None, "uz").await;
    assert_eq!(ended.status, StatusCode::OK);
    assert_eq!(ended.body["result"]["ended"], 1);
    assert_eq!(app.get("/api/v1/users/profile/", &second).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/users/profile/", &third).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/users/profile/", &first).await.status, StatusCode::OK);
    assert_eq!(app.get("/api/v1/users/me/sessions/", &first).await.body["count"], 1);
}

#[actix_web::test]
async fn a_switch_of_role_keeps_the_sessions_place_in_the_list() {
    let app = TestApp::new().await;
    let first = InstitutionBuilder::new("ACC-FIRST").build(&app).await.id;
    let second = InstitutionBuilder::new("ACC-SECOND").build(&app).await.id;
    let teacher = AccountBuilder::new("acc.teacher").role("TEACHER").at(first).at(second).build(&app).await.token;
    let before = app.get("/api/v1/users/me/sessions/", &teacher).await.body["count"].as_i64().unwrap();
    let profile = app.get("/api/v1/users/profile/", &teacher).await.body["result"].clone();
    let current = profile["institution_id"].clone();
    let other = profile["institutions"].as_array().unwrap().iter().map(|i| i["id"].clone()).find(|id| *id != current).unwrap();
    let switched = app.post("/api/v1/users/change-institution/", &teacher, json!({ "institution_id": other })).await;
    assert_eq!(switched.status, StatusCode::OK, "{:?}", switched.body);
    let token = switched.body["result"]["access_token"].as_str().unwrap();
    let after = app.get("/api/v1/users/me/sessions/", token).await;
    assert_eq!(after.body["count"].as_i64().unwrap(), before);
    assert!(after.body["results"].as_array().unwrap().iter().any(|s| s["current"] == true));
}

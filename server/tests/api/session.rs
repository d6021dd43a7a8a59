use actix_web::http::{Method, StatusCode};
use application::ports::TokenIssuer;
use chrono::{Duration, Utc};
use domain::ids::{InstitutionId, RoleId, UserId};
use serde_json::json;

use crate::support::fixtures::{Account, AccountBuilder, InstitutionBuilder};
use crate::support::{TestApp, JWT_SECRET, MINISTRY, SYSTEM_PASSWORD};

/// The password of the accounts `AccountBuilder` makes.
const PASSWORD: &str = "long-enough";

/// A teacher's account at two universities of the test's own (the first its current one).
async fn teacher_at_two(app: &TestApp, username: &str) -> (Account, [i64; 2]) {
    let first = InstitutionBuilder::new("SES-FIRST").build(app).await.id;
    let second = InstitutionBuilder::new("SES-SECOND").build(app).await.id;
    let teacher = AccountBuilder::new(username).role("TEACHER").at(first).at(second).build(app).await;
    (teacher, [first, second])
}

/// A teacher's account at a university of the test's own.
async fn teacher(app: &TestApp, username: &str) -> Account {
    let own = InstitutionBuilder::new("SES-OWN").build(app).await.id;
    AccountBuilder::new(username).role("TEACHER").at(own).build(app).await
}

#[actix_web::test]
async fn login_answers_a_token_and_the_profile_and_records_the_time() {
    let app = TestApp::new().await;
    teacher_at_two(&app, "ses.teacher").await;
    // The builder signed in; forget it, so that the time is the one this login records.
    app.exec("UPDATE users SET last_login_at = NULL WHERE username = 'ses.teacher'");
    let answer = app.login_answer("ses.teacher", PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK);
    let user = &answer.body["result"]["user"];
    assert_eq!(user["username"], "ses.teacher");
    assert_eq!(user["role"]["name"], "TEACHER");
    assert_eq!(user["institutions"].as_array().map(Vec::len), Some(2));
    assert!(user["permissions"].as_array().unwrap().iter().any(|p| p == "teacher-topic"));
    assert!(user["last_login_at"].is_string());
    assert_eq!(app.count("SELECT count(*) FROM users WHERE username = 'ses.teacher' AND last_login_at IS NOT NULL"), 1);

    let token = answer.body["result"]["access_token"].as_str().unwrap();
    let profile = app.get("/api/v1/users/profile/", token).await;
    assert_eq!(profile.status, StatusCode::OK);
    assert_eq!(profile.body["result"]["institution_id"], user["institution_id"]);
}

#[actix_web::test]
async fn a_wrong_password_is_refused_in_the_callers_language() {
    let app = TestApp::new().await;
    teacher(&app, "ses.teacher").await;
    for (language, text) in [
        ("uz", "Login yoki parol noto‘g‘ri"),
        ("uz-Cyrl", "Логин ёки парол нотўғри"),
        ("ru", "Неверный логин или пароль"),
        ("en", "Wrong username or password"),
    ] {
        let body = json!({ "username": "ses.teacher", "password": "nope" });
        let answer = app.request(Method::POST, "/api/v1/auth/login/", None, Some(body), language).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
        assert_eq!(answer.code(), "invalid_credentials");
        assert_eq!(answer.message(), text);
    }
    assert_eq!(app.login_answer("nobody", "demo").await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn ten_failures_lock_the_username_for_the_window() {
    let app = TestApp::new().await;
    teacher(&app, "ses.teacher").await;
    for _ in 0..10 {
        assert_eq!(app.login_answer(MINISTRY, "wrong").await.status, StatusCode::UNAUTHORIZED);
    }
    let locked = app.login_answer(MINISTRY, SYSTEM_PASSWORD).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(locked.code(), "too_many_attempts");
    // Attempts during the lockout do not extend it (the builder's sign-in as the ministry succeeded).
    assert_eq!(app.count(&format!("SELECT count(*) FROM login_attempts WHERE username = '{MINISTRY}' AND NOT succeeded")), 10);
    // Another username is not affected.
    assert_eq!(app.login_answer("ses.teacher", PASSWORD).await.status, StatusCode::OK);
    // Once the failures are older than 15 minutes the user may log in again.
    app.exec("UPDATE login_attempts SET at = at - interval '16 minutes'");
    assert_eq!(app.login_answer(MINISTRY, SYSTEM_PASSWORD).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn missing_bad_expired_and_revoked_tokens_get_401() {
    let app = TestApp::new().await;
    let none = app.request(Method::GET, "/api/v1/users/profile/", None, None, "en").await;
    assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    assert_eq!(none.code(), "not_authenticated");
    assert_eq!(app.get("/api/v1/users/profile/", "not-a-token").await.status, StatusCode::UNAUTHORIZED);

    let account = teacher(&app, "ses.teacher").await;
    let issuer = adapters_security::JwtIssuer::new(JWT_SECRET);
    let role = app.role_id("TEACHER");
    let institution = app.institutions_of("ses.teacher")[0];
    let ids = (UserId::new(account.id).unwrap(), RoleId::new(role).unwrap(), Some(InstitutionId::new(institution).unwrap()));
    let fresh = issuer.issue(ids.0, ids.1, ids.2, Utc::now()).unwrap().access_token;
    assert_eq!(app.get("/api/v1/users/profile/", &fresh).await.status, StatusCode::OK);
    let expired = issuer.issue(ids.0, ids.1, ids.2, Utc::now() - Duration::hours(13)).unwrap().access_token;
    assert_eq!(app.get("/api/v1/users/profile/", &expired).await.status, StatusCode::UNAUTHORIZED);
    let foreign = adapters_security::JwtIssuer::new(b"someone else's secret that is long").issue(ids.0, ids.1, ids.2, Utc::now());
    assert_eq!(app.get("/api/v1/users/profile/", &foreign.unwrap().access_token).await.status, StatusCode::UNAUTHORIZED);

    let token = account.token;
    // Read once, so that the session is held by the server when it ends.
    assert_eq!(app.get("/api/v1/users/profile/", &token).await.status, StatusCode::OK);
    let logout = app.request(Method::POST, "/api/v1/auth/logout/", Some(&token), None, "uz").await;
    assert_eq!(logout.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/v1/users/profile/", &token).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/teachers/institutions/", &token).await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn a_held_role_can_be_chosen_and_the_old_token_ends() {
    let app = TestApp::new().await;
    let own = InstitutionBuilder::new("SES-OWN").build(&app).await.id;
    let token = AccountBuilder::new("ses.admin").role("OTMADMIN").role("TEACHER").at(own).build(&app).await.token;
    let profile = app.get("/api/v1/users/profile/", &token).await;
    assert_eq!(profile.body["result"]["role"]["name"], "OTMADMIN");
    let teacher_role = profile.body["result"]["roles"].as_array().unwrap().iter().find(|r| r["name"] == "TEACHER").unwrap()["id"].clone();

    let changed = app.post("/api/v1/users/change-role/", &token, json!({ "id": teacher_role })).await;
    assert_eq!(changed.status, StatusCode::OK);
    let new_token = changed.body["result"]["access_token"].as_str().unwrap();
    let profile = app.get("/api/v1/users/profile/", new_token).await;
    assert_eq!(profile.body["result"]["role"]["name"], "TEACHER");
    assert!(!profile.body["result"]["permissions"].as_array().unwrap().iter().any(|p| p == "user-view"));
    assert_eq!(app.get("/api/v1/users/", new_token).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/users/profile/", &token).await.status, StatusCode::UNAUTHORIZED);

    let superadmin_role = app.role_id("Superadmin");
    let refused = app.post("/api/v1/users/change-role/", new_token, json!({ "id": superadmin_role })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.code(), "permission_denied");
}

#[actix_web::test]
async fn a_teacher_switches_between_its_institutions_only() {
    let app = TestApp::new().await;
    let (teacher, _) = teacher_at_two(&app, "ses.teacher").await;
    let foreign = InstitutionBuilder::new("SES-FOREIGN").build(&app).await.id;
    let token = teacher.token;
    let mine = app.get("/api/v1/teachers/institutions/", &token).await;
    assert_eq!(mine.body["count"], 2);
    let current = app.get("/api/v1/users/profile/", &token).await.body["result"]["institution_id"].as_i64().unwrap();
    let other = mine.body["results"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).find(|id| *id != current).unwrap();

    let changed = app.post("/api/v1/users/change-institution/", &token, json!({ "institution_id": other })).await;
    assert_eq!(changed.status, StatusCode::OK);
    let new_token = changed.body["result"]["access_token"].as_str().unwrap();
    let profile = app.get("/api/v1/users/profile/", new_token).await;
    assert_eq!(profile.body["result"]["institution_id"], other);
    assert_eq!(profile.body["result"]["institution"]["id"], other);

    let refused = app.post("/api/v1/users/change-institution/", new_token, json!({ "institution_id": foreign })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_role_edit_takes_effect_on_the_next_request() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    assert_eq!(app.get("/api/v1/users/", &ministry).await.status, StatusCode::OK);

    let superadmin = app.superadmin().await;
    let role_id = app.role_id("MINISTRY");
    let role = app.get(&format!("/api/v1/roles/{role_id}/"), &superadmin).await.body["result"].clone();
    let permissions: Vec<_> = role["permissions"].as_array().unwrap().iter().filter(|p| *p != "user-view").cloned().collect();
    let body = json!({ "name": role["name"], "level": role["level"], "permissions": permissions, "version": role["version"] });
    assert_eq!(app.put(&format!("/api/v1/roles/{role_id}/"), &superadmin, body).await.status, StatusCode::OK);

    assert_eq!(app.get("/api/v1/users/", &ministry).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_deactivated_user_loses_the_session_at_once() {
    let app = TestApp::new().await;
    let teacher = teacher(&app, "ses.teacher").await.token;
    assert_eq!(app.get("/api/v1/users/profile/", &teacher).await.status, StatusCode::OK);
    app.exec("UPDATE users SET is_active = false WHERE username = 'ses.teacher'");
    assert_eq!(app.get("/api/v1/users/profile/", &teacher).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.login_answer("ses.teacher", PASSWORD).await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn changes_made_by_another_process_reach_a_held_session() {
    let app = TestApp::new().await;
    let teacher = teacher(&app, "ses.teacher").await.token;
    let profile = app.get("/api/v1/users/profile/", &teacher).await;
    assert_eq!(profile.status, StatusCode::OK);
    let current = profile.body["result"]["institution_id"].as_i64().unwrap();

    app.exec(&format!("UPDATE institutions SET name_uz = 'Yangi nom' WHERE id = {current}"));
    let renamed = app.get("/api/v1/users/profile/", &teacher).await;
    assert_eq!(renamed.body["result"]["institution"]["name"]["uz"], "Yangi nom");

    app.exec("UPDATE roles SET permissions = array_remove(permissions, 'teacher-topic') WHERE name = 'TEACHER'");
    let permissions = app.get("/api/v1/users/profile/", &teacher).await.body["result"]["permissions"].clone();
    assert!(!permissions.as_array().unwrap().iter().any(|p| p == "teacher-topic"), "{permissions}");

    app.exec(&format!(
        "DELETE FROM user_institutions WHERE institution_id = {current} AND user_id = (SELECT id FROM users WHERE username = 'ses.teacher')"
    ));
    assert_eq!(app.get("/api/v1/users/profile/", &teacher).await.status, StatusCode::UNAUTHORIZED);
}

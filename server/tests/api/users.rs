use actix_web::http::StatusCode;
use serde_json::{json, Value};

use crate::support::fixtures::{created, AccountBuilder, InstitutionBuilder};
use crate::support::{TestApp, SUPERADMIN};

fn teacher_role(app: &TestApp) -> i64 {
    app.role_id("TEACHER")
}

fn new_user(app: &TestApp, username: &str, institution_id: i64) -> Value {
    json!({
        "username": username,
        "name": "Yangi O‘qituvchi",
        "password": "long-enough-1",
        "roles": [teacher_role(app)],
        "institution_ids": [institution_id],
        "pinfl": "31205881234560",
    })
}

/// A teacher's account at `institution_id` with a name of the test's choosing, made by the superadmin.
async fn teacher_named(app: &TestApp, username: &str, name: &str, institution_id: i64) -> i64 {
    let mut body = new_user(app, username, institution_id);
    body["name"] = json!(name);
    body["pinfl"] = Value::Null;
    created(app, &app.superadmin().await, "/api/v1/users/", body).await.id
}

#[actix_web::test]
async fn the_list_is_paged_searched_filtered_and_ordered_in_the_database() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let before = app.get("/api/v1/users/", &token).await.body["count"].as_i64().unwrap();
    let own = InstitutionBuilder::new("USR-LIST").build(&app).await;
    let lyceum = InstitutionBuilder::new("USR-LYC").lyceum().build(&app).await;
    AccountBuilder::new("usr.admin").role("OTMADMIN").at(own.id).build(&app).await;
    teacher_named(&app, "usr.aliyeva", "Aliyeva Zulfizar", own.id).await;
    teacher_named(&app, "usr.karimov", "Karimov Sanjar", own.id).await;
    teacher_named(&app, "usr.lyceum", "Toshmatov Bahrom", lyceum.id).await;

    let all = app.get("/api/v1/users/", &token).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.body["count"], before + 4);

    let own_users = format!("/api/v1/users/?institution_id={}", own.id);
    let page = app.get(&format!("{own_users}&limit=1&page=2&ordering=username"), &token).await;
    assert_eq!(page.body["count"], 3);
    assert_eq!(page.body["results"].as_array().unwrap().len(), 1);
    assert_eq!(page.body["results"][0]["username"], "usr.aliyeva");

    let found = app.get(&format!("{own_users}&search=ZULFIZAR"), &token).await;
    assert_eq!(found.body["count"], 1);
    assert_eq!(found.body["results"][0]["username"], "usr.aliyeva");
    assert!(found.body["results"][0].get("password_hash").is_none());

    let in_lyceum = app.get(&format!("/api/v1/users/?institution_id={}", lyceum.id), &token).await;
    assert_eq!(in_lyceum.body["count"], 1);
    let teachers = app.get(&format!("{own_users}&role_id={}&ordering=-name", teacher_role(&app)), &token).await;
    let names: Vec<&str> = teachers.body["results"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["Karimov Sanjar", "Aliyeva Zulfizar"]);
    let wildcard = app.get("/api/v1/users/?search=%25", &token).await;
    assert_eq!(wildcard.body["count"], 0, "a % in the search is matched literally");
}

#[actix_web::test]
async fn an_institution_admin_sees_only_its_institutions_users() {
    let app = TestApp::new().await;
    let own = app.own_university("USR-OWN").await;
    let other = InstitutionBuilder::new("USR-OTHER").build(&app).await;
    AccountBuilder::new("usr.accountant").role("ACCOUNTANT").at(own.id).build(&app).await;
    AccountBuilder::new("usr.science").role("SCIENCE").at(own.id).build(&app).await;
    AccountBuilder::new("usr.teacher").role("TEACHER").at(own.id).at(other.id).build(&app).await;
    AccountBuilder::new("usr.elsewhere").role("TEACHER").at(other.id).build(&app).await;

    let list = app.get("/api/v1/users/", &own.admin).await;
    let mut usernames: Vec<&str> = list.body["results"].as_array().unwrap().iter().map(|u| u["username"].as_str().unwrap()).collect();
    usernames.sort();
    assert_eq!(usernames, vec!["admin.usrown", "usr.accountant", "usr.science", "usr.teacher"]);
    let superadmin = app.user_id(SUPERADMIN);
    let hidden = app.get(&format!("/api/v1/users/{superadmin}/"), &own.admin).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND);
    assert_eq!(hidden.code(), "not_found");
}

#[actix_web::test]
async fn an_institution_admin_creates_a_teacher_but_no_ministry_user() {
    let app = TestApp::new().await;
    let own = app.own_university("USR-OWN").await;
    let token = own.admin.clone();
    let created = app.post("/api/v1/users/", &token, new_user(&app, "new.teacher", own.id)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["result"]["version"], 1);
    assert_eq!(created.body["result"]["institution_ids"], json!([own.id]));
    assert!(created.body["result"].get("password").is_none());
    assert_eq!(app.login_answer("new.teacher", "long-enough-1").await.status, StatusCode::OK);

    let other = app.own_university("USR-OTHER").await;
    let before = app.count("SELECT count(*) FROM users");
    let mut ministry_user = new_user(&app, "would.be.minister", own.id);
    ministry_user["roles"] = json!([app.role_id("MINISTRY")]);
    let refused = app.post("/api/v1/users/", &token, ministry_user).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.code(), "role_not_grantable");
    let elsewhere = new_user(&app, "elsewhere", other.id);
    let refused = app.post("/api/v1/users/", &token, elsewhere).await;
    assert_eq!(refused.code(), "institution_out_of_scope");
    assert_eq!(app.count("SELECT count(*) FROM users"), before);
}

#[actix_web::test]
async fn a_taken_username_is_a_conflict() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let own = InstitutionBuilder::new("USR-OWN").build(&app).await;
    AccountBuilder::new("taken.name").role("TEACHER").at(own.id).build(&app).await;
    let answer = app.post("/api/v1/users/", &token, new_user(&app, "taken.name", own.id)).await;
    assert_eq!(answer.status, StatusCode::CONFLICT);
    assert_eq!(answer.code(), "username_taken");
    assert_eq!(app.count("SELECT count(*) FROM users WHERE username = 'taken.name'"), 1);
}

#[actix_web::test]
async fn an_update_needs_the_current_version_and_keeps_the_password() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let own = InstitutionBuilder::new("USR-OWN").build(&app).await;
    let created = app.post("/api/v1/users/", &token, new_user(&app, "editable", own.id)).await.body["result"].clone();
    let id = created["id"].as_i64().unwrap();
    let mut edit = new_user(&app, "editable", own.id);
    edit["name"] = json!("Tahrirlangan Ism");
    edit["password"] = json!("");
    edit["version"] = created["version"].clone();
    let updated = app.put(&format!("/api/v1/users/{id}/"), &token, edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["result"]["version"], 2);
    assert_eq!(app.login_answer("editable", "long-enough-1").await.status, StatusCode::OK);

    edit["name"] = json!("Eskirgan tahrir");
    let stale = app.put(&format!("/api/v1/users/{id}/"), &token, edit.clone()).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert_eq!(stale.code(), "stale_version");
    assert_eq!(app.count(&format!("SELECT count(*) FROM users WHERE id = {id} AND name = 'Tahrirlangan Ism' AND version = 2")), 1);

    edit.as_object_mut().unwrap().remove("version");
    let without = app.put(&format!("/api/v1/users/{id}/"), &token, edit).await;
    assert_eq!(without.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(without.body["error"]["fields"]["version"].is_array());
}

#[actix_web::test]
async fn a_deleted_user_leaves_the_lists_and_cannot_log_in() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let own = InstitutionBuilder::new("USR-OWN").build(&app).await;
    let id = app.post("/api/v1/users/", &token, new_user(&app, "short.lived", own.id)).await.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.delete(&format!("/api/v1/users/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/users/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/users/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.login_answer("short.lived", "long-enough-1").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/users/?search=short.lived", &token).await.body["count"], 0);
    // The row stays for history; the username is free again.
    assert_eq!(app.count(&format!("SELECT count(*) FROM users WHERE id = {id} AND deleted_at IS NOT NULL")), 1);
    assert_eq!(app.post("/api/v1/users/", &token, new_user(&app, "short.lived", own.id)).await.status, StatusCode::CREATED);

    let me = app.user_id(SUPERADMIN);
    let myself = app.delete(&format!("/api/v1/users/{me}/"), &token).await;
    assert_eq!(myself.code(), "cannot_delete_self");
}

#[actix_web::test]
async fn user_management_needs_its_permissions() {
    let app = TestApp::new().await;
    let own = InstitutionBuilder::new("USR-OWN").build(&app).await;
    let teacher = AccountBuilder::new("usr.teacher").role("TEACHER").at(own.id).build(&app).await;
    let admin = AccountBuilder::new("usr.admin").role("OTMADMIN").at(own.id).build(&app).await;
    let living = app.count("SELECT count(*) FROM users WHERE deleted_at IS NULL");
    assert_eq!(app.get("/api/v1/users/", &teacher.token).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.post("/api/v1/users/", &teacher.token, new_user(&app, "x.y.z", own.id)).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete(&format!("/api/v1/users/{}/", admin.id), &admin.token).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE deleted_at IS NULL"), living);
}

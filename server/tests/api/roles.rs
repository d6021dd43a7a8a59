use actix_web::http::{Method, StatusCode};
use domain::permission::Permission;
use serde_json::json;

use crate::support::fixtures::{AccountBuilder, InstitutionBuilder};
use crate::support::TestApp;

#[actix_web::test]
async fn the_permission_catalogue_is_served_whole_and_grouped() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let catalogue = app.get("/api/v1/permissions/", &token).await;
    assert_eq!(catalogue.status, StatusCode::OK);
    assert_eq!(catalogue.body["count"], Permission::ALL.len());
    let first = &catalogue.body["results"][0];
    assert_eq!(first["code"], "edu-subject-add");
    assert_eq!(first["group"], "edu-process-ministry");
    assert!(first["name"]["ru"].as_str().unwrap().len() > 3);
    assert!(first["group_name"]["en"].as_str().unwrap().len() > 3);
    let own = InstitutionBuilder::new("ROL-OWN").build(&app).await;
    let teacher = AccountBuilder::new("rol.teacher").role("TEACHER").at(own.id).build(&app).await;
    assert_eq!(app.get("/api/v1/permissions/", &teacher.token).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn roles_are_created_listed_edited_and_deleted() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let body = json!({ "name": "Dekanat", "level": "INSTITUTION", "permissions": ["user-view", "edu-group-view"] });
    let created = app.post("/api/v1/roles/", &token, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();

    let listed = app.get("/api/v1/roles/?search=deka", &token).await;
    assert_eq!(listed.body["count"], 1);
    assert_eq!(listed.body["results"][0]["permissions"], json!(["edu-group-view", "user-view"]));
    let at_ministry = app.get("/api/v1/roles/?level=MINISTRY", &token).await;
    assert_eq!(at_ministry.body["count"], 2, "the delivered Superadmin and MINISTRY; the new role is of an institution");
    assert!(at_ministry.body["results"].as_array().unwrap().iter().all(|r| r["level"] == "MINISTRY"), "{}", at_ministry.body);

    let edit = json!({ "name": "Dekanat", "level": "INSTITUTION", "permissions": ["user-view"], "version": 1 });
    let updated = app.put(&format!("/api/v1/roles/{id}/"), &token, edit.clone()).await;
    assert_eq!(updated.body["result"]["version"], 2);
    let stale = app.put(&format!("/api/v1/roles/{id}/"), &token, edit).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);

    let duplicate =
        app.post("/api/v1/roles/", &token, json!({ "name": "dekanat", "level": "MINISTRY", "permissions": ["user-view"] })).await;
    assert_eq!(duplicate.status, StatusCode::CONFLICT);
    assert_eq!(duplicate.code(), "role_name_taken");

    assert_eq!(app.delete(&format!("/api/v1/roles/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/roles/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn the_system_role_and_roles_in_use_stay() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let superadmin = app.role_id("Superadmin");
    let fixed = app.delete(&format!("/api/v1/roles/{superadmin}/"), &token).await;
    assert_eq!(fixed.status, StatusCode::CONFLICT);
    assert_eq!(fixed.code(), "system_role_is_fixed");

    // A role of the test's own, held by two accounts.
    let body = json!({ "name": "Kafedra mudiri", "level": "INSTITUTION", "permissions": ["user-view"] });
    assert_eq!(app.post("/api/v1/roles/", &token, body).await.status, StatusCode::CREATED);
    let own = InstitutionBuilder::new("ROL-OWN").build(&app).await;
    AccountBuilder::new("rol.first").role("Kafedra mudiri").at(own.id).build(&app).await;
    AccountBuilder::new("rol.second").role("Kafedra mudiri").role("TEACHER").at(own.id).build(&app).await;
    let held = app.role_id("Kafedra mudiri");
    for (language, fragment) in [("uz", "2 ta foydalanuvchiga"), ("ru", "(2)"), ("en", "2 user(s)")] {
        let in_use = app.request(Method::DELETE, &format!("/api/v1/roles/{held}/"), Some(&token), None, language).await;
        assert_eq!(in_use.status, StatusCode::CONFLICT);
        assert_eq!(in_use.code(), "role_in_use");
        assert!(in_use.message().contains(fragment), "{}", in_use.message());
    }
    assert_eq!(app.count("SELECT count(*) FROM roles"), 9, "the six staff roles, the portal's STUDENT and PARENT, and the test's own");
}

#[actix_web::test]
async fn nobody_creates_a_role_beyond_their_own_powers() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let body = json!({ "name": "Kuzatuvchi", "level": "MINISTRY", "permissions": ["user-view"] });
    assert_eq!(app.post("/api/v1/roles/", &ministry, body).await.status, StatusCode::FORBIDDEN, "MINISTRY has no role-add");
    assert_eq!(app.get("/api/v1/roles/", &ministry).await.status, StatusCode::OK);
    let otmadmin = app.own_university("ROL-OWN").await.admin;
    assert_eq!(app.get("/api/v1/roles/", &otmadmin).await.status, StatusCode::OK, "user managers pick roles");
    let role = app.role_id("TEACHER");
    assert_eq!(app.get(&format!("/api/v1/roles/{role}/"), &otmadmin).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_delivered_roles_permissions_change_and_its_name_stays() {
    let app = TestApp::new().await;
    let superadmin = app.superadmin().await;
    let role_id = app.role_id("TEACHER");
    let role = app.get(&format!("/api/v1/roles/{role_id}/"), &superadmin).await.body["result"].clone();
    assert_eq!(role["is_delivered"], true);
    let renamed = json!({ "name": "Pedagog", "level": role["level"], "permissions": role["permissions"], "version": role["version"] });
    let refused = app.put(&format!("/api/v1/roles/{role_id}/"), &superadmin, renamed).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "delivered_role_name_is_fixed");
    let mut permissions = role["permissions"].as_array().unwrap().clone();
    permissions.push(json!("room-view"));
    let widened = json!({ "name": role["name"], "level": role["level"], "permissions": permissions, "version": role["version"] });
    let saved = app.put(&format!("/api/v1/roles/{role_id}/"), &superadmin, widened).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert!(saved.body["result"]["permissions"].as_array().unwrap().iter().any(|p| p == "room-view"));
}

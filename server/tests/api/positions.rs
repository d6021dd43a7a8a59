use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::TestApp;

#[actix_web::test]
async fn the_ministry_keeps_the_position_catalogue_and_staff_managers_read_it() {
    let app = TestApp::new().await;
    let ministry = app.login("ministry").await;
    let delivered = app.get("/api/v1/institution-positions/?is_teaching=true&limit=100", &ministry).await;
    assert_eq!(delivered.status, StatusCode::OK);
    assert!(delivered.body["results"].as_array().unwrap().iter().any(|p| p["name"]["uz"] == "Dotsent"));
    assert!(delivered.body["results"].as_array().unwrap().iter().all(|p| p["is_teaching"] == true));

    let body = json!({ "name": { "uz": "Laborant", "ru": "Лаборант", "en": "Laboratory assistant" }, "is_teaching": false });
    let created = app.post("/api/v1/institution-positions/", &ministry, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let edit = json!({ "name": { "uz": "Katta laborant" }, "is_teaching": false, "version": 1 });
    assert_eq!(app.put(&format!("/api/v1/institution-positions/{id}/"), &ministry, edit.clone()).await.body["result"]["version"], 2);
    assert_eq!(app.put(&format!("/api/v1/institution-positions/{id}/"), &ministry, edit).await.status, StatusCode::CONFLICT);
    let unnamed = app.post("/api/v1/institution-positions/", &ministry, json!({ "name": { "ru": "Без имени" } })).await;
    assert_eq!(unnamed.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(unnamed.body["error"]["fields"]["name.uz"].is_array());

    let otmadmin = app.login("otmadmin").await;
    let staff_form = app.get("/api/v1/staffs/positions/?search=katta", &otmadmin).await;
    assert_eq!(staff_form.status, StatusCode::OK);
    assert_eq!(staff_form.body["count"], 2, "Katta o‘qituvchi and Katta laborant");
    let refused = app.post("/api/v1/institution-positions/", &otmadmin, json!({ "name": { "uz": "X" } })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let forms = app.get("/api/v1/staffs/work-forms/", &otmadmin).await;
    assert_eq!(forms.body["count"], 4);
    assert_eq!(forms.body["results"][0]["code"], "MAIN");
    assert_eq!(app.get("/api/v1/staffs/positions/", &app.login("teacher").await).await.status, StatusCode::FORBIDDEN);

    assert_eq!(app.delete(&format!("/api/v1/institution-positions/{id}/"), &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count("SELECT count(*) FROM audit_log WHERE entity_type = 'position'"), 3);
}

#[actix_web::test]
async fn the_ministry_keeps_the_directions_classifier_and_institutions_read_it() {
    let app = TestApp::new().await;
    let ministry = app.login("ministry").await;
    let direction =
        |code: &str, uz: &str, kind: &str| json!({ "code": code, "name": { "uz": uz, "ru": "", "en": "" }, "institution_type": kind });
    let created = app.post("/api/v1/edu-directions/", &ministry, direction("60610100", "Kompyuter injiniringi", "HEI")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(
        app.post("/api/v1/edu-directions/", &ministry, direction("AL-01", "Aniq fanlar", "LYCEUM")).await.status,
        StatusCode::CREATED
    );
    let twin = app.post("/api/v1/edu-directions/", &ministry, direction("60610100", "Takror", "HEI")).await;
    assert_eq!(twin.status, StatusCode::CONFLICT);
    assert_eq!(twin.code(), "direction_code_taken");
    let bad = app.post("/api/v1/edu-directions/", &ministry, direction("x", "", "SCHOOL")).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.body["error"]["fields"].as_object().unwrap().len(), 3);

    let otmadmin = app.login("otmadmin").await;
    let hei = app.get("/api/v1/edu-directions/?institution_type=HEI", &otmadmin).await;
    assert_eq!(hei.body["count"], 3, "this one and the demo's two");
    assert_eq!(app.get("/api/v1/edu-directions/?search=injiniring", &otmadmin).await.body["results"][0]["code"], "60610100");
    assert_eq!(app.post("/api/v1/edu-directions/", &otmadmin, direction("X1", "X", "HEI")).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/edu-directions/", &app.login("teacher").await).await.status, StatusCode::FORBIDDEN);

    let id = created.body["result"]["id"].as_i64().unwrap();
    let edit = json!({ "code": "60610100", "name": { "uz": "Kompyuter injiniringi", "en": "Computer engineering" }, "institution_type": "HEI", "version": 1 });
    assert_eq!(
        app.put(&format!("/api/v1/edu-directions/{id}/"), &ministry, edit).await.body["result"]["name"]["en"],
        "Computer engineering"
    );
    assert_eq!(app.delete(&format!("/api/v1/edu-directions/{id}/"), &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count("SELECT count(*) FROM audit_log WHERE entity_type = 'direction'"), 4);
}

#[actix_web::test]
async fn ministry_departments_form_a_tree_without_loops() {
    let app = TestApp::new().await;
    let token = app.login("ministry").await;
    let department = |uz: &str, parent: Option<i64>| json!({ "name": { "uz": uz }, "parent_id": parent });
    let top = app.post("/api/v1/ministry-departments/", &token, department("Oliy ta’lim boshqarmasi", None)).await;
    assert_eq!(top.status, StatusCode::CREATED, "{}", top.body);
    let top_id = top.body["result"]["id"].as_i64().unwrap();
    let child = app.post("/api/v1/ministry-departments/", &token, department("Akkreditatsiya bo‘limi", Some(top_id))).await;
    let child_id = child.body["result"]["id"].as_i64().unwrap();
    let grandchild = app.post("/api/v1/ministry-departments/", &token, department("Ekspertiza sektori", Some(child_id))).await;
    let grandchild_id = grandchild.body["result"]["id"].as_i64().unwrap();

    let unknown_parent = app.post("/api/v1/ministry-departments/", &token, department("X", Some(999_999))).await;
    assert_eq!(unknown_parent.status, StatusCode::UNPROCESSABLE_ENTITY);
    let loop_edit = json!({ "name": { "uz": "Oliy ta’lim boshqarmasi" }, "parent_id": grandchild_id, "version": 1 });
    let refused = app.put(&format!("/api/v1/ministry-departments/{top_id}/"), &token, loop_edit).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.code(), "department_cycle");
    let has_children = app.delete(&format!("/api/v1/ministry-departments/{child_id}/"), &token).await;
    assert_eq!(has_children.status, StatusCode::CONFLICT);
    assert_eq!(has_children.code(), "department_has_children");
    assert_eq!(app.get(&format!("/api/v1/ministry-departments/?parent_id={top_id}"), &token).await.body["count"], 1);
    assert_eq!(app.get("/api/v1/ministry-departments/", &app.login("otmadmin").await).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete(&format!("/api/v1/ministry-departments/{grandchild_id}/"), &token).await.status, StatusCode::NO_CONTENT);
}

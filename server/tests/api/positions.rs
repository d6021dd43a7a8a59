use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::TestApp;

#[actix_web::test]
async fn the_ministry_keeps_the_position_catalogue_and_staff_managers_read_it() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("POS1").await;
    let otmadmin = own.admin.clone();
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

    let staff_form = app.get("/api/v1/staffs/positions/?search=katta", &otmadmin).await;
    assert_eq!(staff_form.status, StatusCode::OK);
    assert_eq!(staff_form.body["count"], 2, "the delivered Katta o‘qituvchi and Katta laborant");
    assert!(staff_form.body["results"].as_array().unwrap().iter().any(|p| p["id"] == id && p["name"]["uz"] == "Katta laborant"));
    let refused = app.post("/api/v1/institution-positions/", &otmadmin, json!({ "name": { "uz": "X" } })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let forms = app.get("/api/v1/staffs/work-forms/", &otmadmin).await;
    assert_eq!(forms.body["count"], 4);
    assert_eq!(forms.body["results"][0]["code"], "MAIN");
    let teacher = own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/staffs/positions/", &teacher).await.status, StatusCode::FORBIDDEN);

    assert_eq!(app.delete(&format!("/api/v1/institution-positions/{id}/"), &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count(&format!("SELECT count(*) FROM audit_log WHERE entity_type = 'position' AND entity_id = {id}")), 3);
}

#[actix_web::test]
async fn the_ministry_keeps_the_directions_classifier_and_institutions_read_it() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("POS2").await;
    let otmadmin = own.admin.clone();
    let direction =
        |code: &str, uz: &str, kind: &str| json!({ "code": code, "name": { "uz": uz, "ru": "", "en": "" }, "institution_type": kind });
    // The classifier holds directions already (the demo's among them): what is added shows as a difference.
    let codes = |answer: crate::support::Answer| -> Vec<String> {
        answer.body["results"].as_array().unwrap().iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
    };
    let hei_before = app.get("/api/v1/edu-directions/?institution_type=HEI&limit=100", &otmadmin).await.body["count"].as_i64().unwrap();
    let mut injiniring = codes(app.get("/api/v1/edu-directions/?search=injiniring&limit=100", &otmadmin).await);
    let created = app.post("/api/v1/edu-directions/", &ministry, direction("60610100", "Kompyuter injiniringi", "HEI")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let lyceum = app.post("/api/v1/edu-directions/", &ministry, direction("AL-01", "Aniq fanlar", "LYCEUM")).await;
    assert_eq!(lyceum.status, StatusCode::CREATED);
    let twin = app.post("/api/v1/edu-directions/", &ministry, direction("60610100", "Takror", "HEI")).await;
    assert_eq!(twin.status, StatusCode::CONFLICT);
    assert_eq!(twin.code(), "direction_code_taken");
    let bad = app.post("/api/v1/edu-directions/", &ministry, direction("x", "", "SCHOOL")).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.body["error"]["fields"].as_object().unwrap().len(), 3);

    let hei = app.get("/api/v1/edu-directions/?institution_type=HEI", &otmadmin).await;
    assert_eq!(hei.body["count"].as_i64().unwrap(), hei_before + 1, "this one and the ones before");
    injiniring.push("60610100".into());
    injiniring.sort();
    assert_eq!(codes(app.get("/api/v1/edu-directions/?search=injiniring&limit=100", &otmadmin).await), injiniring);
    assert_eq!(app.post("/api/v1/edu-directions/", &otmadmin, direction("X1", "X", "HEI")).await.status, StatusCode::FORBIDDEN);
    let teacher = own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/edu-directions/", &teacher).await.status, StatusCode::FORBIDDEN);

    let id = created.body["result"]["id"].as_i64().unwrap();
    let edit = json!({ "code": "60610100", "name": { "uz": "Kompyuter injiniringi", "en": "Computer engineering" }, "institution_type": "HEI", "version": 1 });
    assert_eq!(
        app.put(&format!("/api/v1/edu-directions/{id}/"), &ministry, edit).await.body["result"]["name"]["en"],
        "Computer engineering"
    );
    assert_eq!(app.delete(&format!("/api/v1/edu-directions/{id}/"), &ministry).await.status, StatusCode::NO_CONTENT);
    let lyceum_id = lyceum.body["result"]["id"].as_i64().unwrap();
    let audited = format!("SELECT count(*) FROM audit_log WHERE entity_type = 'direction' AND entity_id IN ({id}, {lyceum_id})");
    assert_eq!(app.count(&audited), 4);
}

#[actix_web::test]
async fn ministry_departments_form_a_tree_without_loops() {
    let app = TestApp::new().await;
    let token = app.ministry().await;
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
    let otmadmin = app.own_university("POS3").await.admin;
    assert_eq!(app.get("/api/v1/ministry-departments/", &otmadmin).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete(&format!("/api/v1/ministry-departments/{grandchild_id}/"), &token).await.status, StatusCode::NO_CONTENT);
}

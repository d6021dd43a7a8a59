use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::subjects::{conflict, refused_field, subject_id, NOT_AN_ID, REPEATED, REQUIRED, STALE, UNKNOWN};
use crate::support::TestApp;

fn bundle(uz: &str, ids: &[i64]) -> Value {
    json!({ "name": { "uz": uz, "ru": "", "en": "" }, "edu_subject_ids": ids })
}

#[actix_web::test]
async fn the_ministry_bundles_subjects_in_the_order_it_gives() {
    let app = TestApp::new().await;
    let ministry = app.login("ministry").await;
    let demo = app.get("/api/v1/subject-bundles/", &ministry).await;
    assert_eq!(demo.status, StatusCode::OK);
    assert_eq!(demo.body["count"], 1);
    let codes: Vec<&str> =
        demo.body["results"][0]["edu_subjects"].as_array().unwrap().iter().map(|s| s["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["DA-101", "MB-201", "OM-101"]);

    let (physics, english, history) = (subject_id(&app, "FIZ-101"), subject_id(&app, "IT-101"), subject_id(&app, "OT-101"));
    let before = app.audit_count();
    let created = app.post("/api/v1/subject-bundles/", &ministry, bundle("Gumanitar fanlar", &[history, english])).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["edu_subject_ids"], json!([history, english]));
    assert_eq!(
        result["edu_subjects"][0],
        json!({ "id": history, "code": "OT-101", "name": { "uz": "O‘zbekiston tarixi", "ru": "История Узбекистана", "en": "History of Uzbekistan" }, "study_hours": 90 })
    );
    assert_eq!(result["version"], 1);
    let id = result["id"].as_i64().unwrap();
    assert_eq!(app.audit_count(), before + 1);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("subject_bundle"), Some("create")));
    assert_eq!(record["changes"]["edu_subject_ids"], json!([null, [history, english]]));

    let found = app.get("/api/v1/subject-bundles/?search=gumanitar", &ministry).await;
    assert_eq!((found.body["count"].as_i64(), found.body["results"][0]["id"].as_i64()), (Some(1), Some(id)));
    assert_eq!(app.get("/api/v1/subject-bundles/?limit=1&page=2", &ministry).await.body["results"][0]["id"], id, "ordered by name");

    let path = format!("/api/v1/subject-bundles/{id}/");
    assert_eq!(app.get(&path, &ministry).await.body["result"]["name"]["uz"], "Gumanitar fanlar");
    let mut edit = bundle("Gumanitar va tabiiy fanlar", &[physics, history]);
    edit["version"] = json!(1);
    let updated = app.put(&path, &ministry, edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["result"]["edu_subject_ids"], json!([physics, history]));
    assert_eq!(updated.body["result"]["version"], 2);
    assert_eq!(
        app.last_audit_record()["changes"],
        json!({ "name_uz": ["Gumanitar fanlar", "Gumanitar va tabiiy fanlar"], "edu_subject_ids": [[history, english], [physics, history]] })
    );
    assert_eq!(app.count(&format!("SELECT count(*) FROM subject_bundle_subjects WHERE subject_bundle_id = {id}")), 2);
    conflict(&app, Method::PUT, &path, &ministry, Some(edit.clone()), "stale_version", STALE).await;

    // A subject a bundle holds stays in the catalogue.
    let used = app.delete(&format!("/api/v1/edu-subjects/{physics}/"), &ministry).await;
    assert_eq!(used.status, StatusCode::CONFLICT);
    assert!(used.message().contains("fanlar to‘plami «Gumanitar va tabiiy fanlar»"), "{}", used.message());

    for (method, body) in [(Method::GET, None), (Method::PUT, Some(edit)), (Method::DELETE, None)] {
        let answer = app.request(method.clone(), "/api/v1/subject-bundles/999999/", Some(&ministry), body, "en").await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method}");
        assert_eq!(answer.message(), "Not found");
    }

    let before = app.audit_count();
    assert_eq!(app.delete(&path, &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.audit_count(), before + 1);
    assert_eq!(app.last_audit_record()["changes"]["edu_subject_ids"], json!([[physics, history], null]));
    assert_eq!(app.count(&format!("SELECT count(*) FROM subject_bundle_subjects WHERE subject_bundle_id = {id}")), 0);
    assert_eq!(app.get(&path, &ministry).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.delete(&format!("/api/v1/edu-subjects/{physics}/"), &ministry).await.status,
        StatusCode::CONFLICT,
        "the model curriculum still uses physics"
    );
}

#[actix_web::test]
async fn every_bundle_rule_is_told_in_three_languages() {
    let app = TestApp::new().await;
    let ministry = app.login("ministry").await;
    let physics = subject_id(&app, "FIZ-101");
    let post = |body: Value, field: &'static str, texts: [&'static str; 3]| {
        let (app, ministry) = (&app, &ministry);
        async move { refused_field(app, Method::POST, "/api/v1/subject-bundles/", ministry, body, field, texts).await }
    };
    post(bundle("Bo‘sh", &[]), "edu_subject_ids", REQUIRED).await;
    post(json!({ "name": { "uz": "Bo‘sh" } }), "edu_subject_ids", REQUIRED).await;
    post(bundle("Takror", &[physics, physics]), "edu_subject_ids.1", REPEATED).await;
    post(bundle("Noma’lum", &[physics, 999_999]), "edu_subject_ids.1", UNKNOWN).await;
    post(bundle("Nol", &[0]), "edu_subject_ids.0", NOT_AN_ID).await;
    post(bundle("", &[physics]), "name.uz", REQUIRED).await;
    let id = app.subject_bundle_id();
    let path = format!("/api/v1/subject-bundles/{id}/");
    let mut edit = bundle("Axborot texnologiyalari asoslari", &[999_999]);
    edit["version"] = json!(1);
    refused_field(&app, Method::PUT, &path, &ministry, edit, "edu_subject_ids.0", UNKNOWN).await;
    refused_field(&app, Method::PUT, &path, &ministry, bundle("X", &[physics]), "version", REQUIRED).await;
    assert_eq!(app.count("SELECT count(*) FROM subject_bundles"), 1);
    assert_eq!(app.count("SELECT count(*) FROM subject_bundle_subjects"), 3, "the demo bundle is untouched");
}

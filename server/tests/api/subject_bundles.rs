use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::subjects::{conflict, refused_field, NOT_AN_ID, REPEATED, REQUIRED, STALE, UNKNOWN};
use crate::support::fixtures::{CurriculumTemplateBuilder, SubjectBuilder, SubjectBundleBuilder};
use crate::support::TestApp;

fn bundle(uz: &str, ids: &[i64]) -> Value {
    json!({ "name": { "uz": uz, "ru": "", "en": "" }, "edu_subject_ids": ids })
}

#[actix_web::test]
async fn the_ministry_bundles_subjects_in_the_order_it_gives() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let subject = |code: &str, uz: &str, ru: &str, en: &str, hours: i64| SubjectBuilder::new(code).named(uz, ru, en).hours(hours);
    let programming =
        subject("SNV-DA", "Dasturlash asoslari", "Основы программирования", "Programming fundamentals", 200).build(&app).await;
    let databases = subject("SNV-MB", "Ma’lumotlar bazasi", "Базы данных", "Databases", 150).build(&app).await;
    let mathematics = subject("SNV-OM", "Oliy matematika", "Высшая математика", "Higher mathematics", 240).build(&app).await;
    let physics = subject("SNV-FIZ", "Fizika", "Физика", "Physics", 180).build(&app).await.id;
    let english = subject("SNV-IT", "Ingliz tili", "Английский язык", "English", 120).build(&app).await.id;
    let history = subject("SNV-OT", "O‘zbekiston tarixi", "История Узбекистана", "History of Uzbekistan", 90).build(&app).await.id;
    // A model curriculum uses physics; a bundle named after the one made here, entered before it, holds three subjects.
    CurriculumTemplateBuilder::new("Sinov (namunaviy o‘quv reja)").subject(physics, 180).build(&app).await;
    let technology =
        SubjectBundleBuilder::new("Texnologiya asoslari").subject(programming.id).subject(databases.id).subject(mathematics.id);
    let technology = technology.build(&app).await.id;
    let listed = app.get("/api/v1/subject-bundles/?limit=100", &ministry).await;
    assert_eq!(listed.status, StatusCode::OK);
    let ids = |answer: &crate::support::Answer| -> Vec<i64> {
        answer.body["results"].as_array().unwrap().iter().map(|b| b["id"].as_i64().unwrap()).collect()
    };
    let line = listed.body["results"].as_array().unwrap().iter().find(|b| b["id"] == technology).expect("the bundle listed");
    let codes: Vec<&str> = line["edu_subjects"].as_array().unwrap().iter().map(|s| s["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["SNV-DA", "SNV-MB", "SNV-OM"]);

    let before = app.audit_count();
    let created = app.post("/api/v1/subject-bundles/", &ministry, bundle("Gumanitar fanlar", &[history, english])).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["edu_subject_ids"], json!([history, english]));
    assert_eq!(
        result["edu_subjects"][0],
        json!({ "id": history, "code": "SNV-OT", "name": { "uz": "O‘zbekiston tarixi", "ru": "История Узбекистана", "en": "History of Uzbekistan" }, "study_hours": 90 })
    );
    assert_eq!(result["version"], 1);
    let id = result["id"].as_i64().unwrap();
    assert_eq!(app.audit_count(), before + 1);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("subject_bundle"), Some("create")));
    assert_eq!(record["changes"]["edu_subject_ids"], json!([null, [history, english]]));

    let found = app.get("/api/v1/subject-bundles/?search=gumanitar", &ministry).await;
    assert_eq!((found.body["count"].as_i64(), found.body["results"][0]["id"].as_i64()), (Some(1), Some(id)));
    // Ordered by name: "Gumanitar fanlar" before "Texnologiya asoslari", which was entered first.
    let all = ids(&app.get("/api/v1/subject-bundles/?limit=100", &ministry).await);
    let place = all.iter().position(|b| *b == id).unwrap();
    assert!(all.iter().position(|b| *b == technology).unwrap() > place, "{all:?}");
    let page = format!("/api/v1/subject-bundles/?limit=1&page={}", place + 1);
    assert_eq!(app.get(&page, &ministry).await.body["results"][0]["id"], id, "ordered by name");

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
    let ministry = app.ministry().await;
    let physics = SubjectBuilder::new("SNV-FIZ").named("Fizika", "Физика", "Physics").build(&app).await.id;
    let (programming, databases) = (SubjectBuilder::new("SNV-DA").build(&app).await.id, SubjectBuilder::new("SNV-MB").build(&app).await.id);
    let id = SubjectBundleBuilder::new("Axborot texnologiyalari asoslari").subject(programming).subject(databases).subject(physics);
    let id = id.build(&app).await.id;
    let (bundles, bundled) = (app.count("SELECT count(*) FROM subject_bundles"), app.count("SELECT count(*) FROM subject_bundle_subjects"));
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
    let path = format!("/api/v1/subject-bundles/{id}/");
    let mut edit = bundle("Axborot texnologiyalari asoslari", &[999_999]);
    edit["version"] = json!(1);
    refused_field(&app, Method::PUT, &path, &ministry, edit, "edu_subject_ids.0", UNKNOWN).await;
    refused_field(&app, Method::PUT, &path, &ministry, bundle("X", &[physics]), "version", REQUIRED).await;
    assert_eq!(app.count("SELECT count(*) FROM subject_bundles"), bundles);
    assert_eq!(app.count("SELECT count(*) FROM subject_bundle_subjects"), bundled);
    let held = app.count(&format!("SELECT count(*) FROM subject_bundle_subjects WHERE subject_bundle_id = {id}"));
    assert_eq!(held, 3, "the bundle is untouched");
}

use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::fixtures::{created, AccountBuilder, InstitutionBuilder};
use crate::support::TestApp;

fn institution(code: &str) -> serde_json::Value {
    json!({
        "name": { "uz": "Samarqand davlat universiteti", "ru": "Самаркандский государственный университет", "en": "Samarkand State University" },
        "short_name": "SamDU",
        "code": code,
        "type": "HEI",
        "region": "Samarqand",
        "address": "Universitet xiyoboni, 15",
        "phone": "+998 66 239-11-40",
        "director": "Xolmatov Rustam",
    })
}

/// `text` percent-encoded for a query string.
fn encoded(text: &str) -> String {
    text.bytes().map(|b| format!("%{b:02X}")).collect()
}

#[actix_web::test]
async fn the_ministry_sees_all_and_an_institution_only_itself() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let count = |answer: crate::support::Answer| answer.body["count"].as_i64().unwrap();
    let before = count(app.get("/api/v1/institutions/", &ministry).await);
    let uz_before = count(app.get("/api/v1/institutions/?search=zarafshon", &ministry).await);
    let ru_path = format!("/api/v1/institutions/?search={}", encoded("Зарафшанский"));
    let ru_before = count(app.get(&ru_path, &ministry).await);
    // Made in the order opposite to their codes, so that the order by code is not the order by id.
    let mut zarafshon = institution("ZZINS-2");
    zarafshon["name"] = json!({ "uz": "Zarafshon milliy universiteti", "ru": "Зарафшанский национальный университет", "en": "Zarafshan National University" });
    zarafshon["short_name"] = json!("ZMU");
    created(&app, &ministry, "/api/v1/institutions/", zarafshon).await;
    InstitutionBuilder::new("ZZINS-1").lyceum().build(&app).await;

    assert_eq!(count(app.get("/api/v1/institutions/", &ministry).await), before + 2);
    let ordered = app.get("/api/v1/institutions/?ordering=code&search=ZZINS", &ministry).await;
    let codes: Vec<&str> = ordered.body["results"].as_array().unwrap().iter().map(|i| i["code"].as_str().unwrap()).collect();
    assert_eq!(codes, vec!["ZZINS-1", "ZZINS-2"]);
    assert_eq!(app.get("/api/v1/institutions/?type=LYCEUM&search=ZZINS", &ministry).await.body["count"], 1);
    assert_eq!(count(app.get("/api/v1/institutions/?search=zarafshon", &ministry).await), uz_before + 1);
    assert_eq!(count(app.get(&ru_path, &ministry).await), ru_before + 1);

    let own = app.own_university("INS-OWN").await;
    let other = InstitutionBuilder::new("INS-OTHER").build(&app).await;
    let mine = app.get("/api/v1/institutions/", &own.admin).await;
    assert_eq!(mine.body["count"], 1);
    assert_eq!(mine.body["results"][0]["code"], "INS-OWN");
    assert_eq!(app.get(&format!("/api/v1/institutions/{}/", other.id), &own.admin).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_institution_is_created_edited_and_deleted_by_the_ministry() {
    let app = TestApp::new().await;
    let token = app.ministry().await;
    let created = app.post("/api/v1/institutions/", &token, institution("SAMDU")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(created.body["result"]["name"]["ru"], "Самаркандский государственный университет");

    let duplicate = app.post("/api/v1/institutions/", &token, institution("samdu")).await;
    assert_eq!(duplicate.status, StatusCode::CONFLICT);
    assert_eq!(duplicate.code(), "institution_code_taken");

    let mut edit = institution("SAMDU");
    edit["director"] = json!("Yangi direktor");
    edit["version"] = json!(1);
    let updated = app.put(&format!("/api/v1/institutions/{id}/"), &token, edit.clone()).await;
    assert_eq!(updated.body["result"]["director"], "Yangi direktor");
    assert_eq!(app.put(&format!("/api/v1/institutions/{id}/"), &token, edit).await.status, StatusCode::CONFLICT);

    assert_eq!(app.delete(&format!("/api/v1/institutions/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/institutions/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_institution_with_users_cannot_be_deleted() {
    let app = TestApp::new().await;
    let token = app.ministry().await;
    let own = app.own_university("INS-USERS").await;
    for (username, role) in [("ins.teacher", "TEACHER"), ("ins.science", "SCIENCE"), ("ins.accountant", "ACCOUNTANT")] {
        AccountBuilder::new(username).role(role).at(own.id).build(&app).await;
    }
    let institutions = app.count("SELECT count(*) FROM institutions");
    let refused = app.delete(&format!("/api/v1/institutions/{}/", own.id), &token).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "institution_has_users");
    assert!(refused.message().contains("4 ta foydalanuvchi"), "{}", refused.message());
    assert_eq!(app.count("SELECT count(*) FROM institutions"), institutions);
}

#[actix_web::test]
async fn an_institution_admin_reads_its_card_but_changes_no_institution() {
    let app = TestApp::new().await;
    let own = app.own_university("INS-OWN").await;
    let token = own.admin.clone();
    let created = app.post("/api/v1/institutions/", &token, institution("X1")).await;
    assert_eq!(created.status, StatusCode::FORBIDDEN, "OTMADMIN has no institution-add");
    let card = app.get("/api/v1/institutions/", &token).await.body["results"][0].clone();
    assert_eq!(card["id"], own.id);
    let mut edit = card.clone();
    edit["phone"] = json!("+998 71 000-00-00");
    let updated = app.put(&format!("/api/v1/institutions/{}/", card["id"]), &token, edit).await;
    assert_eq!(updated.status, StatusCode::FORBIDDEN, "OTMADMIN has no institution-edit");
    let teacher = AccountBuilder::new("ins.teacher").role("TEACHER").at(own.id).build(&app).await;
    assert_eq!(app.get("/api/v1/institutions/", &teacher.token).await.status, StatusCode::FORBIDDEN);
}

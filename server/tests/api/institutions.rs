use actix_web::http::StatusCode;
use serde_json::json;

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

#[actix_web::test]
async fn the_ministry_sees_all_and_an_institution_only_itself() {
    let app = TestApp::new().await;
    let ministry = app.login("ministry").await;
    let all = app.get("/api/v1/institutions/?ordering=code", &ministry).await;
    assert_eq!(all.body["count"], 3);
    assert_eq!(all.body["results"][0]["code"], "AL-TDIU");
    assert_eq!(app.get("/api/v1/institutions/?type=LYCEUM", &ministry).await.body["count"], 1);
    assert_eq!(app.get("/api/v1/institutions/?search=milliy", &ministry).await.body["count"], 1);
    assert_eq!(
        app.get("/api/v1/institutions/?search=%D0%9D%D0%B0%D1%86%D0%B8%D0%BE%D0%BD%D0%B0%D0%BB%D1%8C%D0%BD%D1%8B%D0%B9", &ministry)
            .await
            .body["count"],
        1
    );

    let otmadmin = app.login("otmadmin").await;
    let own = app.get("/api/v1/institutions/", &otmadmin).await;
    assert_eq!(own.body["count"], 1);
    assert_eq!(own.body["results"][0]["code"], "TATU");
    let other = app.institution_id("NUUZ");
    assert_eq!(app.get(&format!("/api/v1/institutions/{other}/"), &otmadmin).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_institution_is_created_edited_and_deleted_by_the_ministry() {
    let app = TestApp::new().await;
    let token = app.login("ministry").await;
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
    let token = app.login("ministry").await;
    let tatu = app.institution_id("TATU");
    let refused = app.delete(&format!("/api/v1/institutions/{tatu}/"), &token).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "institution_has_users");
    assert!(refused.message().contains("4 ta foydalanuvchi"), "{}", refused.message());
    assert_eq!(app.count("SELECT count(*) FROM institutions"), 3);
}

#[actix_web::test]
async fn an_institution_admin_reads_its_card_but_changes_no_institution() {
    let app = TestApp::new().await;
    let token = app.login("otmadmin").await;
    let created = app.post("/api/v1/institutions/", &token, institution("X1")).await;
    assert_eq!(created.status, StatusCode::FORBIDDEN, "OTMADMIN has no institution-add");
    let tatu = app.get("/api/v1/institutions/", &token).await.body["results"][0].clone();
    let mut edit = tatu.clone();
    edit["phone"] = json!("+998 71 000-00-00");
    let updated = app.put(&format!("/api/v1/institutions/{}/", tatu["id"]), &token, edit).await;
    assert_eq!(updated.status, StatusCode::FORBIDDEN, "OTMADMIN has no institution-edit");
    let teacher = app.login("teacher").await;
    assert_eq!(app.get("/api/v1/institutions/", &teacher).await.status, StatusCode::FORBIDDEN);
}

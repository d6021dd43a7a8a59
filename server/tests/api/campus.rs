use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::InstitutionBuilder;
use crate::support::TestApp;

async fn building(app: &TestApp, token: &str, name: &str, floors: i64) -> Value {
    let answer = app.post("/api/v1/buildings/", token, json!({ "name": name, "address": "Amir Temur 108", "floors": floors })).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body["result"].clone()
}

fn room(building: &Value, name: &str, floor: i64) -> Value {
    json!({ "building_id": building["id"], "name": name, "floor": floor, "capacity": 30, "kind": "LECTURE" })
}

#[actix_web::test]
async fn an_institution_admin_keeps_buildings_and_rooms_of_its_own_institution() {
    let app = TestApp::new().await;
    let own = app.own_university("CMP1").await;
    let token = own.admin.clone();
    let main = building(&app, &token, "Bosh bino", 3).await;
    assert_eq!(main["institution_id"], own.id);
    assert_eq!(main["institution"]["name"]["uz"], "CMP1 universiteti");
    assert_eq!(main["rooms_count"], 0);

    let first = app.post("/api/v1/rooms/", &token, room(&main, "101", 1)).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
    assert_eq!(first.body["result"]["building"]["name"], "Bosh bino");
    let twin = app.post("/api/v1/rooms/", &token, room(&main, "101", 2)).await;
    assert_eq!(twin.status, StatusCode::CONFLICT);
    assert_eq!(twin.code(), "room_name_taken");
    let too_high = app.post("/api/v1/rooms/", &token, room(&main, "401", 4)).await;
    assert_eq!(too_high.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(too_high.body["error"]["fields"]["floor"].is_array());
    let mut zero = room(&main, "102", 1);
    zero["capacity"] = json!(0);
    assert_eq!(app.post("/api/v1/rooms/", &token, zero).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.post("/api/v1/rooms/", &token, room(&main, "301", 3)).await.status, StatusCode::CREATED);

    let listed = app.get(&format!("/api/v1/rooms/?building_id={}&ordering=-floor", main["id"]), &token).await;
    assert_eq!(listed.body["count"], 2);
    assert_eq!(listed.body["results"][0]["name"], "301");
    assert_eq!(app.get("/api/v1/buildings/?search=bosh", &token).await.body["results"][0]["rooms_count"], 2);

    let fewer_floors = json!({ "name": "Bosh bino", "floors": 2, "version": main["version"] });
    let refused = app.put(&format!("/api/v1/buildings/{}/", main["id"]), &token, fewer_floors).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "building_rooms_above_floors");

    for (language, fragment) in [("uz", "2 ta xona"), ("ru", "(2)"), ("en", "2 room(s)")] {
        let answer = app.request(Method::DELETE, &format!("/api/v1/buildings/{}/", main["id"]), Some(&token), None, language).await;
        assert_eq!(answer.status, StatusCode::CONFLICT);
        assert_eq!(answer.code(), "building_has_rooms");
        assert!(answer.message().contains(fragment), "{}", answer.message());
    }
    let rooms = app.get(&format!("/api/v1/rooms/?building_id={}", main["id"]), &token).await.body["results"].clone();
    let mut room_ids = Vec::new();
    for room in rooms.as_array().unwrap() {
        assert_eq!(app.delete(&format!("/api/v1/rooms/{}/", room["id"]), &token).await.status, StatusCode::NO_CONTENT);
        room_ids.push(room["id"].to_string());
    }
    assert_eq!(app.delete(&format!("/api/v1/buildings/{}/", main["id"]), &token).await.status, StatusCode::NO_CONTENT);
    let audited = format!(
        "SELECT count(*) FROM audit_log WHERE (entity_type = 'building' AND entity_id = {}) OR (entity_type = 'room' AND entity_id IN ({}))",
        main["id"],
        room_ids.join(", ")
    );
    assert_eq!(app.count(&audited), 6);
}

#[actix_web::test]
async fn another_institutions_buildings_and_rooms_are_invisible() {
    let app = TestApp::new().await;
    let own = app.own_university("CMP2").await;
    // The other institution has no users: only its buildings keep it from being deleted.
    let nuuz = InstitutionBuilder::new("CMP2B").build(&app).await.id;
    let superadmin = app.superadmin().await;
    let buildings = app.count("SELECT count(*) FROM buildings");
    let answer = app.post("/api/v1/buildings/", &superadmin, json!({ "institution_id": nuuz, "name": "Fizika binosi", "floors": 5 })).await;
    assert_eq!(answer.status, StatusCode::CREATED);
    let foreign = answer.body["result"].clone();
    let foreign_room = app.post("/api/v1/rooms/", &superadmin, room(&foreign, "F-1", 1)).await.body["result"].clone();
    let without_owner = app.post("/api/v1/buildings/", &superadmin, json!({ "name": "Egasiz", "floors": 1 })).await;
    assert_eq!(without_owner.status, StatusCode::UNPROCESSABLE_ENTITY, "a ministry role names the institution");

    let token = own.admin.clone();
    assert_eq!(app.get("/api/v1/buildings/", &token).await.body["count"], 0);
    assert_eq!(app.get(&format!("/api/v1/buildings/{}/", foreign["id"]), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/rooms/{}/", foreign_room["id"]), &token).await.status, StatusCode::NOT_FOUND);
    let edit = json!({ "name": "Bosib olingan", "floors": 5, "version": foreign["version"] });
    assert_eq!(app.put(&format!("/api/v1/buildings/{}/", foreign["id"]), &token, edit).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/rooms/{}/", foreign_room["id"]), &token).await.status, StatusCode::NOT_FOUND);
    let planted = app.post("/api/v1/rooms/", &token, room(&foreign, "Yashirin", 1)).await;
    assert_eq!(planted.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(planted.body["error"]["fields"]["building_id"].is_array());
    let elsewhere = app.post("/api/v1/buildings/", &token, json!({ "institution_id": nuuz, "name": "X", "floors": 1 })).await;
    assert_eq!(elsewhere.code(), "institution_out_of_scope");
    assert_eq!(app.count("SELECT count(*) FROM buildings"), buildings + 1);

    let teacher = own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/buildings/", &teacher).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/rooms/", &teacher).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/class-hours/", &teacher).await.status, StatusCode::FORBIDDEN);
    let ministry = app.ministry().await;
    assert_eq!(
        app.post("/api/v1/buildings/", &ministry, json!({ "institution_id": nuuz, "name": "Y", "floors": 1 })).await.status,
        StatusCode::FORBIDDEN
    );

    let refused = app.delete(&format!("/api/v1/institutions/{nuuz}/"), &superadmin).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "institution_has_buildings");
}

#[actix_web::test]
async fn class_hours_are_numbered_ordered_and_never_overlap() {
    let app = TestApp::new().await;
    let own = app.own_university("CMP3").await;
    let token = own.admin.clone();
    let period = |number: i64, start: &str, end: &str| json!({ "number": number, "start_time": start, "end_time": end });
    let second = app.post("/api/v1/class-hours/", &token, period(2, "10:00", "11:20")).await;
    assert_eq!(second.status, StatusCode::CREATED, "{}", second.body);
    assert_eq!(app.post("/api/v1/class-hours/", &token, period(1, "08:30", "09:50")).await.status, StatusCode::CREATED);
    assert_eq!(app.post("/api/v1/class-hours/", &token, period(3, "11:20", "12:40")).await.status, StatusCode::CREATED, "touching is fine");

    let overlap = app.post("/api/v1/class-hours/", &token, period(4, "12:00", "13:00")).await;
    assert_eq!(overlap.status, StatusCode::CONFLICT);
    assert_eq!(overlap.code(), "class_hour_overlaps");
    assert_eq!(overlap.message(), "Vaqt 3-dars soati bilan ustma-ust tushadi");
    let taken = app.post("/api/v1/class-hours/", &token, period(1, "14:00", "15:00")).await;
    assert_eq!(taken.code(), "class_hour_number_taken");
    let backwards = app.post("/api/v1/class-hours/", &token, period(4, "15:00", "14:00")).await;
    assert_eq!(backwards.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(backwards.body["error"]["fields"]["end_time"][0], "Tugash vaqti boshlanish vaqtidan keyin bo‘lishi kerak");
    assert_eq!(app.post("/api/v1/class-hours/", &token, period(4, "25:00", "26:00")).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    let listed = app.get("/api/v1/class-hours/", &token).await;
    let numbers: Vec<i64> = listed.body["results"].as_array().unwrap().iter().map(|h| h["number"].as_i64().unwrap()).collect();
    assert_eq!(numbers, vec![1, 2, 3]);
    assert_eq!(listed.body["results"][0]["start_time"], "08:30");

    let id = second.body["result"]["id"].clone();
    let moved = json!({ "number": 2, "start_time": "10:05", "end_time": "11:15", "version": 1 });
    let answer = app.put(&format!("/api/v1/class-hours/{id}/"), &token, moved.clone()).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["result"]["start_time"], "10:05");
    assert_eq!(app.put(&format!("/api/v1/class-hours/{id}/"), &token, moved).await.status, StatusCode::CONFLICT, "stale version");
    assert_eq!(app.delete(&format!("/api/v1/class-hours/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count(&format!("SELECT count(*) FROM class_hours WHERE institution_id = {}", own.id)), 2);

    // Another institution keeps its own numbering.
    let superadmin = app.superadmin().await;
    let nuuz = InstitutionBuilder::new("CMP3B").build(&app).await.id;
    let mut elsewhere = period(1, "08:30", "09:50");
    elsewhere["institution_id"] = json!(nuuz);
    assert_eq!(app.post("/api/v1/class-hours/", &superadmin, elsewhere).await.status, StatusCode::CREATED);
    assert_eq!(app.get("/api/v1/class-hours/", &token).await.body["count"], 2);
}

#[actix_web::test]
async fn departments_belong_to_their_institution() {
    let app = TestApp::new().await;
    let own = app.own_university("CMP4").await;
    let token = own.admin.clone();
    let body = json!({ "name": { "uz": "Axborot texnologiyalari fakulteti" }, "kind": "FACULTY" });
    let created = app.post("/api/v1/institution-departments/", &token, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["result"]["institution_id"], own.id);
    let chair = json!({ "name": { "uz": "Dasturiy injiniring kafedrasi" }, "kind": "CHAIR" });
    assert_eq!(app.post("/api/v1/institution-departments/", &token, chair).await.status, StatusCode::CREATED);
    assert_eq!(app.get("/api/v1/institution-departments/?kind=CHAIR", &token).await.body["count"], 1);
    let bad = app.post("/api/v1/institution-departments/", &token, json!({ "name": { "uz": "X" }, "kind": "OFFICE" })).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);

    let superadmin = app.superadmin().await;
    // The other institution has no users: only its departments keep it from being deleted.
    let nuuz = InstitutionBuilder::new("CMP4B").build(&app).await.id;
    let foreign = app
        .post(
            "/api/v1/institution-departments/",
            &superadmin,
            json!({ "institution_id": nuuz, "name": { "uz": "Fizika fakulteti" }, "kind": "FACULTY" }),
        )
        .await;
    let foreign_id = foreign.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get("/api/v1/institution-departments/", &token).await.body["count"], 2, "only its own");
    assert_eq!(app.delete(&format!("/api/v1/institution-departments/{foreign_id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/institutions/{nuuz}/"), &superadmin).await.code(), "institution_has_departments");

    let id = created.body["result"]["id"].as_i64().unwrap();
    let edit = json!({ "name": { "uz": "Kompyuter injiniringi fakulteti" }, "kind": "FACULTY", "version": 1 });
    assert_eq!(app.put(&format!("/api/v1/institution-departments/{id}/"), &token, edit).await.body["result"]["version"], 2);
    assert_eq!(app.delete(&format!("/api/v1/institution-departments/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    let teacher = own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/institution-departments/", &teacher).await.status, StatusCode::FORBIDDEN);
}

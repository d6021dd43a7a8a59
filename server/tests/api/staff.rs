use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{StaffBuilder, SubjectBuilder};
use crate::support::TestApp;

/// A valid PINFL of a woman born on 12.05.1988 (or a man, with `sex` 3), `serial` telling people apart.
pub(crate) fn pinfl(sex: u32, serial: u32) -> String {
    let first = format!("{sex}120588{:06}", serial);
    let sum: u32 = first.bytes().map(|b| u32::from(b - b'0')).zip([7, 3, 1].iter().cycle()).map(|(d, w)| d * w).sum();
    format!("{first}{}", sum % 10)
}

pub(crate) fn citizen(pinfl: &str, gender: i64) -> Value {
    json!({
        "last_name": "Aliyeva", "first_name": "Nodira", "middle_name": "Karimovna",
        "pinfl": pinfl, "birth_date": "1988-05-12", "gender": gender, "passport": "AB1234567"
    })
}

pub(crate) fn position_id(app: &TestApp, uz: &str) -> i64 {
    app.position_id(uz)
}

async fn subject(app: &TestApp, code: &str) -> i64 {
    SubjectBuilder::new(code).build(app).await.id
}

fn two_positions(app: &TestApp, subjects: &[i64]) -> Value {
    json!([
        { "position_id": position_id(app, "Dotsent"), "work_form": "MAIN", "rate": 1.0, "edu_subject_ids": subjects },
        { "position_id": position_id(app, "Metodist"), "work_form": "INTERNAL_PART_TIME", "rate": 0.25, "edu_subject_ids": [] }
    ])
}

#[actix_web::test]
async fn an_institution_admin_employs_a_person_with_two_positions_and_the_taught_subjects() {
    let app = TestApp::new().await;
    let own = app.own_university("STF1").await;
    let otmadmin = own.admin.clone();
    let (math, physics) = (subject(&app, "MATH-1").await, subject(&app, "PHYS-1").await);
    // Another Aliyeva Nodira (a teaching Dotsent), and an accountant, on the staff already.
    StaffBuilder::new(901).by(&otmadmin).build(&app).await;
    let accountant = StaffBuilder::new(902).named("Tursunova", "Dilfuza", "Olimovna").position(&app, "Bosh hisobchi", "MAIN", 1.0, &[]);
    accountant.by(&otmadmin).build(&app).await;
    let person = pinfl(4, 123456);
    let body = json!({ "citizen": citizen(&person, 2), "status": "ACTIVE", "staff_positions": two_positions(&app, &[math, physics]) });
    let created = app.post("/api/v1/staffs/", &otmadmin, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let staff = &created.body["result"];
    assert_eq!(staff["citizen"]["pinfl"], person.as_str());
    assert_eq!(staff["institution_id"], own.id);
    assert_eq!(staff["institution"]["name"]["uz"], "STF1 universiteti");
    assert_eq!(staff["staff_positions"].as_array().unwrap().len(), 2);
    assert_eq!(staff["staff_positions"][0]["position"]["is_teaching"], true);
    assert_eq!(staff["staff_positions"][0]["edu_subjects"].as_array().unwrap().len(), 2);
    assert_eq!(staff["staff_positions"][0]["edu_subjects"][0]["edu_subject_type"]["name"]["uz"], "Umumta’lim fanlari");
    assert_eq!(staff["staff_positions"][1]["rate"], 0.25);
    let id = staff["id"].as_i64().unwrap();

    let read = app.get(&format!("/api/v1/staffs/{id}/"), &otmadmin).await;
    assert_eq!(read.body["result"]["citizen"]["middle_name"], "Karimovna");
    let found = app.get(&format!("/api/v1/citizens/?pinfl={person}"), &otmadmin).await;
    assert_eq!(found.body["count"], 1);
    assert_eq!(found.body["results"][0]["id"], staff["citizen_id"]);

    let by_name = app.get("/api/v1/staffs/?search=aliyev", &otmadmin).await;
    assert_eq!(by_name.body["count"], 2, "and the other Aliyeva Nodira");
    // The other Aliyeva's PINFL begins as this one's up to the serial.
    let by_pinfl = app.get(&format!("/api/v1/staffs/?search={}", &person[..9]), &otmadmin).await;
    assert_eq!(by_pinfl.body["count"], 1);
    let metodist = position_id(&app, "Metodist");
    assert_eq!(app.get(&format!("/api/v1/staffs/?position_id={metodist}&status=ACTIVE"), &otmadmin).await.body["count"], 1);
    assert_eq!(app.get("/api/v1/staffs/?status=INACTIVE", &otmadmin).await.body["count"], 0);
    let teachers = app.get(&format!("/api/v1/staffs/teachers/?edu_subject_id={math}"), &otmadmin).await;
    assert_eq!(teachers.body["count"], 1);
    // The accountant holds no teaching position: among staff, not among teachers.
    assert_eq!(app.get("/api/v1/staffs/?search=tursunov", &otmadmin).await.body["count"], 1);
    assert_eq!(app.get("/api/v1/staffs/teachers/?search=tursunov", &otmadmin).await.body["count"], 0);

    let audit = app.last_audit_record();
    assert_eq!(audit["entity_type"], "staff");
    assert_eq!(audit["changes"]["pinfl"][1], person.as_str());
}

#[actix_web::test]
async fn a_person_is_entered_once_and_employed_once_per_institution() {
    let app = TestApp::new().await;
    let otmadmin = app.own_university("STF2").await.admin;
    let superadmin = app.superadmin().await;
    let ministry = app.ministry().await;
    let nuuz = app.own_university("STF2B").await.id;
    let listed = |body: &Value| body["count"].as_i64().unwrap();
    // Every institution's staff, the demo's among them: the ministry's total grows by what is added.
    let all_before = listed(&app.get("/api/v1/staffs/", &ministry).await.body);
    let person = pinfl(3, 222);
    let only_methodist = json!([{ "position_id": position_id(&app, "Metodist"), "work_form": "MAIN", "rate": 1.0 }]);
    let body = json!({ "citizen": citizen(&person, 1), "status": "ACTIVE", "staff_positions": only_methodist });
    assert_eq!(app.post("/api/v1/staffs/", &otmadmin, body.clone()).await.status, StatusCode::CREATED);
    let twice = app.post("/api/v1/staffs/", &otmadmin, body.clone()).await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert_eq!(twice.code(), "duplicate");

    let mut elsewhere = body.clone();
    elsewhere["institution_id"] = json!(nuuz);
    let created = app.post("/api/v1/staffs/", &superadmin, elsewhere).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(app.count(&format!("SELECT count(*) FROM citizens WHERE pinfl = '{person}'")), 1);
    assert_eq!(app.count(&format!("SELECT count(*) FROM staffs s JOIN citizens c ON c.id = s.citizen_id WHERE c.pinfl = '{person}'")), 2);

    // Each institution sees its own employment only; the other's answers "not found".
    let other = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/v1/staffs/{other}/"), &otmadmin).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/staffs/{other}/"), &otmadmin).await.status, StatusCode::NOT_FOUND);
    assert_eq!(listed(&app.get("/api/v1/staffs/", &otmadmin).await.body), 1);
    assert_eq!(listed(&app.get("/api/v1/staffs/", &ministry).await.body), all_before + 2);
    assert_eq!(listed(&app.get(&format!("/api/v1/staffs/?institution_id={nuuz}"), &ministry).await.body), 1);
}

#[actix_web::test]
async fn every_staff_rule_is_refused_with_its_field_and_nothing_is_written() {
    let app = TestApp::new().await;
    let otmadmin = app.own_university("STF3").await.admin;
    let math = subject(&app, "MATH-2").await;
    let records = app.audit_count();
    let (citizens, staff) = (app.count("SELECT count(*) FROM citizens"), app.count("SELECT count(*) FROM staffs"));
    let dotsent = position_id(&app, "Dotsent");
    let metodist = position_id(&app, "Metodist");
    let refused = [
        (json!({ "citizen": citizen("12345", 2), "status": "ACTIVE", "staff_positions": [] }), vec!["citizen.pinfl", "staff_positions"]),
        (
            json!({ "citizen": citizen(&pinfl(4, 1), 1), "status": "ACTIVE",
                    "staff_positions": [{ "position_id": dotsent, "work_form": "MAIN", "rate": 1.0 }] }),
            vec!["citizen.gender"],
        ),
        (
            json!({ "citizen": { "pinfl": pinfl(4, 2), "birth_date": "1988-05-12", "gender": 2, "passport": "A123" }, "status": "X",
                    "staff_positions": [{ "position_id": dotsent, "work_form": "NIGHT", "rate": 0.33 }] }),
            vec![
                "citizen.last_name",
                "citizen.first_name",
                "citizen.passport",
                "status",
                "staff_positions.0.work_form",
                "staff_positions.0.rate",
            ],
        ),
        (
            json!({ "citizen": citizen(&pinfl(4, 3), 2), "status": "ACTIVE",
                    "staff_positions": [{ "position_id": dotsent, "work_form": "MAIN", "rate": 1.0 },
                                        { "position_id": metodist, "work_form": "HOURLY", "rate": 0.75 }] }),
            vec!["staff_positions"],
        ),
        (
            json!({ "citizen": citizen(&pinfl(4, 4), 2), "status": "ACTIVE",
                    "staff_positions": [{ "position_id": metodist, "work_form": "MAIN", "rate": 1.0, "edu_subject_ids": [math] }] }),
            vec!["staff_positions.0.edu_subject_ids"],
        ),
        (
            json!({ "citizen": citizen(&pinfl(4, 5), 2), "status": "ACTIVE",
                    "staff_positions": [{ "position_id": 999999, "work_form": "MAIN", "rate": 1.0 }] }),
            vec!["staff_positions.0.position_id"],
        ),
    ];
    for (body, fields) in refused {
        let answer = app.post("/api/v1/staffs/", &otmadmin, body).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", answer.body);
        for field in fields {
            assert!(answer.body["error"]["fields"][field].is_array(), "{field} in {}", answer.body);
        }
    }
    assert_eq!(app.count("SELECT count(*) FROM citizens"), citizens);
    assert_eq!(app.count("SELECT count(*) FROM staffs"), staff);
    assert_eq!(app.audit_count(), records);

    let teaching_only = json!({ "citizen": citizen(&pinfl(4, 4), 2), "status": "ACTIVE",
        "staff_positions": [{ "position_id": metodist, "work_form": "MAIN", "rate": 1.0, "edu_subject_ids": [math] }] });
    for (language, text) in [
        ("uz", "Fanlar faqat o‘qituvchilik lavozimiga biriktiriladi"),
        ("ru", "Предметы назначаются только на преподавательскую должность"),
        ("en", "Subjects are taught on teaching positions only"),
    ] {
        let answer = app.request(Method::POST, "/api/v1/staffs/", Some(&otmadmin), Some(teaching_only.clone()), language).await;
        assert_eq!(answer.body["error"]["fields"]["staff_positions.0.edu_subject_ids"][0], text);
    }
    let bad_lookup = app.get("/api/v1/citizens/?pinfl=123", &otmadmin).await;
    assert_eq!(bad_lookup.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad_lookup.body["error"]["fields"]["pinfl"].is_array());
}

#[actix_web::test]
async fn an_edit_replaces_positions_checks_the_version_and_a_delete_keeps_the_history() {
    let app = TestApp::new().await;
    let own = app.own_university("STF4").await;
    let otmadmin = own.admin.clone();
    let math = subject(&app, "MATH-3").await;
    let person = pinfl(4, 777);
    let body = json!({ "citizen": citizen(&person, 2), "status": "ACTIVE", "staff_positions": two_positions(&app, &[math]) });
    let id = app.post("/api/v1/staffs/", &otmadmin, body).await.body["result"]["id"].as_i64().unwrap();

    let mut edit = json!({ "citizen": citizen(&person, 2), "status": "INACTIVE", "version": 1,
        "staff_positions": [{ "position_id": position_id(&app, "Professor"), "work_form": "MAIN", "rate": 1.5, "edu_subject_ids": [math] }] });
    edit["citizen"]["last_name"] = json!("Aliyeva-Karimova");
    let edited = app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit.clone()).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!(edited.body["result"]["version"], 2);
    assert_eq!(edited.body["result"]["status"], "INACTIVE");
    assert_eq!(edited.body["result"]["citizen"]["last_name"], "Aliyeva-Karimova");
    assert_eq!(edited.body["result"]["staff_positions"].as_array().unwrap().len(), 1);
    let stale = app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);

    // Another person's PINFL cannot be taken over.
    let other = pinfl(3, 778);
    let methodist = json!([{ "position_id": position_id(&app, "Metodist"), "work_form": "MAIN", "rate": 1.0 }]);
    let body = json!({ "citizen": citizen(&other, 1), "status": "ACTIVE", "staff_positions": methodist });
    assert_eq!(app.post("/api/v1/staffs/", &otmadmin, body).await.status, StatusCode::CREATED);
    let takeover = json!({ "citizen": citizen(&other, 1), "status": "ACTIVE", "version": 2, "staff_positions": methodist });
    let refused = app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, takeover).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "pinfl_taken");

    // The subject is still taught: the catalogue refuses to lose it.
    assert_eq!(app.count(&format!("SELECT count(*) FROM staff_position_subjects WHERE edu_subject_id = {math}")), 1);

    let teacher = own.account(&app, "TEACHER").await;
    assert_eq!(app.delete(&format!("/api/v1/staffs/{id}/"), &teacher).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete(&format!("/api/v1/staffs/{id}/"), &otmadmin).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/staffs/{id}/"), &otmadmin).await.status, StatusCode::NOT_FOUND);
    // Of the two added, the deleted one has left the list.
    assert_eq!(app.get("/api/v1/staffs/", &otmadmin).await.body["count"], 1);
    assert_eq!(app.count(&format!("SELECT count(*) FROM staffs WHERE id = {id} AND deleted_at IS NOT NULL")), 1);
    assert_eq!(app.count(&format!("SELECT count(*) FROM audit_log WHERE entity_type = 'staff' AND entity_id = {id}")), 3);

    // Deleted, the person may be employed again.
    let again = json!({ "citizen": citizen(&person, 2), "status": "ACTIVE", "staff_positions": two_positions(&app, &[]) });
    assert_eq!(app.post("/api/v1/staffs/", &otmadmin, again).await.status, StatusCode::CREATED);
}

#[actix_web::test]
async fn roles_without_staff_permissions_are_refused() {
    let app = TestApp::new().await;
    let own = app.own_university("STF5").await;
    let teacher = own.account(&app, "TEACHER").await;
    for path in ["/api/v1/staffs/", "/api/v1/staffs/teachers/", &format!("/api/v1/citizens/?pinfl={}", pinfl(4, 9))] {
        assert_eq!(app.get(path, &teacher).await.status, StatusCode::FORBIDDEN, "{path}");
    }
    let ministry = app.ministry().await;
    assert_eq!(app.get("/api/v1/staffs/teachers/", &ministry).await.status, StatusCode::OK);
    let body = json!({ "citizen": citizen(&pinfl(4, 10), 2), "status": "ACTIVE", "staff_positions": [] });
    assert_eq!(app.post("/api/v1/staffs/", &ministry, body).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/staffs/?status=GONE", &ministry).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/staffs/", "not-a-token").await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn a_position_held_by_staff_cannot_be_deleted_and_the_refusal_says_by_whom() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("STF6").await;
    // A Dotsent on the staff.
    StaffBuilder::new(906).by(&own.admin).build(&app).await;
    let dotsent = position_id(&app, "Dotsent");
    for (language, text) in [
        ("uz", "O‘chirib bo‘lmaydi: bu ma’lumotga xodimlar bog‘langan"),
        ("ru", "Нельзя удалить: на эти данные ссылаются сотрудники"),
        ("en", "It cannot be deleted: staff records refer to it"),
    ] {
        let answer =
            app.request(Method::DELETE, &format!("/api/v1/institution-positions/{dotsent}/"), Some(&ministry), None, language).await;
        assert_eq!(answer.status, StatusCode::CONFLICT);
        assert_eq!(answer.code(), "still_referenced");
        assert_eq!(answer.message(), text);
    }
    assert_eq!(app.count(&format!("SELECT count(*) FROM institution_positions WHERE id = {dotsent}")), 1);
}

/// The line of `member` in the staff list, checked against the member read alone: the list reads
/// the cards the database keeps, a member alone is made from the stored rows now.
async fn listed_as_read(app: &TestApp, token: &str, member: i64, person: &str) -> Value {
    let listed = app.get(&format!("/api/v1/staffs/?search={person}"), token).await;
    assert_eq!(listed.body["count"], 1, "{}", listed.body);
    let read = app.get(&format!("/api/v1/staffs/{member}/"), token).await;
    assert_eq!(listed.body["results"][0], read.body["result"]);
    read.body["result"].clone()
}

/// Reads `path`, gives it a new Uzbek name and writes it back.
async fn rename(app: &TestApp, token: &str, path: &str, uz: &str) {
    let mut edit = app.get(path, token).await.body["result"].clone();
    edit["name"]["uz"] = json!(uz);
    let renamed = app.put(path, token, edit).await;
    assert_eq!(renamed.status, StatusCode::OK, "{path}: {}", renamed.body);
}

#[actix_web::test]
async fn a_listed_member_shows_every_change_to_what_its_line_shows() {
    let app = TestApp::new().await;
    let otmadmin = app.own_university("STF7").await.admin;
    let (ministry, superadmin) = (app.ministry().await, app.superadmin().await);
    let math = subject(&app, "MATH-9").await;
    let person = pinfl(4, 909);
    let body = json!({ "citizen": citizen(&person, 2), "status": "ACTIVE", "staff_positions": two_positions(&app, &[math]) });
    let created = app.post("/api/v1/staffs/", &otmadmin, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let line = listed_as_read(&app, &otmadmin, id, &person).await;
    assert_eq!(line["staff_positions"][0]["edu_subjects"][0]["id"], math);

    let mut edit = json!({ "citizen": citizen(&person, 2), "status": "INACTIVE", "version": 1,
        "staff_positions": [{ "position_id": position_id(&app, "Professor"), "work_form": "MAIN", "rate": 1.5, "edu_subject_ids": [math] }] });
    edit["citizen"]["last_name"] = json!("Aliyeva-Karimova");
    assert_eq!(app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit).await.status, StatusCode::OK);
    let line = listed_as_read(&app, &otmadmin, id, &person).await;
    assert_eq!((&line["citizen"]["last_name"], &line["status"]), (&json!("Aliyeva-Karimova"), &json!("INACTIVE")));
    assert_eq!(line["staff_positions"].as_array().map(Vec::len), Some(1));

    let institution = line["institution_id"].as_i64().unwrap();
    rename(&app, &superadmin, &format!("/api/v1/institutions/{institution}/"), "Yangi nomli universitet").await;
    let professor = position_id(&app, "Professor");
    rename(&app, &ministry, &format!("/api/v1/institution-positions/{professor}/"), "Katta professor").await;
    rename(&app, &ministry, &format!("/api/v1/edu-subjects/{math}/"), "Oliy matematika II").await;
    let kind = line["staff_positions"][0]["edu_subjects"][0]["edu_subject_type"]["id"].as_i64().unwrap();
    rename(&app, &ministry, &format!("/api/v1/edu-subjects/types/{kind}/"), "Yangi turdagi fanlar").await;
    let line = listed_as_read(&app, &otmadmin, id, &person).await;
    assert_eq!(line["institution"]["name"]["uz"], "Yangi nomli universitet");
    let position = &line["staff_positions"][0];
    assert_eq!(position["position"]["name"]["uz"], "Katta professor");
    assert_eq!(position["edu_subjects"][0]["name"]["uz"], "Oliy matematika II");
    assert_eq!(position["edu_subjects"][0]["edu_subject_type"]["name"]["uz"], "Yangi turdagi fanlar");

    // A change refused at the end of its transaction leaves the card as it was.
    let mut stale =
        json!({ "citizen": citizen(&person, 2), "status": "ACTIVE", "version": 1, "staff_positions": two_positions(&app, &[]) });
    stale["citizen"]["last_name"] = json!("Boshqa");
    assert_eq!(app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, stale).await.status, StatusCode::CONFLICT);
    assert_eq!(listed_as_read(&app, &otmadmin, id, &person).await["citizen"]["last_name"], "Aliyeva-Karimova");

    // A deleted member has no card.
    assert_eq!(app.count(&format!("SELECT count(*) FROM staff_cards WHERE staff_id = {id}")), 1);
    assert_eq!(app.delete(&format!("/api/v1/staffs/{id}/"), &otmadmin).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/staffs/?search={person}"), &otmadmin).await.body["count"], 0);
    assert_eq!(app.count(&format!("SELECT count(*) FROM staff_cards WHERE staff_id = {id}")), 0);
}

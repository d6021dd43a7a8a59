//! Students on PostgreSQL: the PINFL and group rules, tenancy, the status machine with its history,
//! and all-or-nothing imports.

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use application::ports::{Cell, Sheet, SpreadsheetWriter};
use chrono::NaiveDate;
use serde_json::{json, Value};

use crate::support::fixtures::{pinfl, AccountBuilder, CurriculumBuilder, GroupBuilder, StudentBuilder};
use crate::support::{Answer, TestApp};

/// An approved curriculum of the institution of `token`.
async fn approved(app: &TestApp, token: &str) -> i64 {
    CurriculumBuilder::new("Axborot tizimlari").approved().by(token).build(app).await.id
}

/// A first-course group of the institution of `token` on a curriculum of its own.
async fn group_of(app: &TestApp, token: &str, name: &str) -> i64 {
    let curriculum = approved(app, token).await;
    GroupBuilder::new(name, curriculum).by(token).build(app).await.id
}

fn student(group: i64, serial: u32) -> Value {
    StudentBuilder::new(group, serial).body()
}

#[actix_web::test]
async fn a_student_is_enrolled_once_by_pinfl_into_a_group_with_room() {
    let app = TestApp::new().await;
    let token = app.own_university("STUA").await.admin;
    let curriculum = approved(&app, &token).await;
    let group = GroupBuilder::new("AT-26-01", curriculum).places(4).by(&token).build(&app).await.id;
    StudentBuilder::new(group, 900_000).by(&token).build(&app).await;
    let created = app.post("/api/v1/students/", &token, student(group, 900_001)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["student_status"], "ACTIVE");
    assert_eq!(result["edu_group"]["name"], "AT-26-01");
    assert_eq!(result["allowed_statuses"], json!(["ON-LEAVE", "WITHDRAW", "GRADUATED"]));
    assert_eq!(app.count(&format!("SELECT current_number_of_students::bigint FROM edu_groups WHERE id = {group}")), 2);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("student"), Some("create")));

    let before = app.count("SELECT count(*) FROM students");
    let taken = app.post("/api/v1/students/", &token, student(group, 900_001)).await;
    assert_eq!((taken.status, taken.code()), (StatusCode::CONFLICT, "pinfl_taken"));
    let mut wrong = student(group, 900_002);
    wrong["birth_date"] = json!("2007-03-15");
    wrong["gender"] = json!(1);
    wrong["serial_number"] = json!("A1234567");
    let refused = app.post("/api/v1/students/", &token, wrong).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = &refused.body["error"]["fields"];
    for field in ["birth_date", "gender", "serial_number"] {
        assert!(fields[field].is_array(), "{field}: {}", refused.body);
    }
    let mut checksum = student(group, 900_003);
    let digits = checksum["pinfl"].as_str().unwrap().to_string();
    let last = (digits.as_bytes()[13] - b'0' + 1) % 10;
    checksum["pinfl"] = json!(format!("{}{last}", &digits[..13]));
    assert_eq!(
        app.post("/api/v1/students/", &token, checksum).await.body["error"]["fields"]["pinfl"][0],
        "JSHSHIR nazorat raqami noto‘g‘ri"
    );
    let mut young = student(group, 900_004);
    let born = NaiveDate::from_ymd_opt(2015, 3, 14).unwrap();
    young["birth_date"] = json!("2015-03-14");
    young["pinfl"] = json!(pinfl(born, 2, 900_004));
    assert_eq!(
        app.post("/api/v1/students/", &token, young).await.body["error"]["fields"]["birth_date"][0],
        "Qiymat 14 dan 100 gacha bo‘lishi kerak"
    );

    // The group is planned for 4: two more fit, the third is refused.
    for serial in [900_010, 900_011] {
        assert_eq!(app.post("/api/v1/students/", &token, student(group, serial)).await.status, StatusCode::CREATED);
    }
    let full = app.post("/api/v1/students/", &token, student(group, 900_012)).await;
    assert_eq!(full.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(full.body["error"]["fields"]["edu_group_id"][0], "Guruh to‘lgan: unga 4 nafar talaba rejalashtirilgan");
    assert_eq!(app.count("SELECT count(*) FROM students"), before + 2);

    // A group of another institution is no group for this user.
    let other_admin = app.own_university("STUB").await.admin;
    let other_curriculum = CurriculumBuilder::new("NU reja").approved().by(&other_admin).build(&app).await.id;
    let other_group = GroupBuilder::new("NU-26-01", other_curriculum).by(&other_admin).build(&app).await.id;
    let elsewhere = app.post("/api/v1/students/", &token, student(other_group, 900_020)).await;
    assert!(elsewhere.body["error"]["fields"]["edu_group_id"].is_array());
}

#[actix_web::test]
async fn an_institution_admin_reads_only_its_students_and_the_ministry_reads_all() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let graduated = app.get("/api/v1/students/?student_status=GRADUATED", &ministry).await.body["count"].as_i64().unwrap();
    let token = app.own_university("STUA").await.admin;
    let curriculum = approved(&app, &token).await;
    let first_course = GroupBuilder::new("AT-26-01", curriculum).by(&token).build(&app).await.id;
    let second_course = GroupBuilder::new("AT-25-01", curriculum).course(2, 3).by(&token).build(&app).await.id;
    // Serials that differ in their first digits: the first ten digits of each PINFL are its own.
    let mut enrolled = Vec::new();
    for (group, serial, fio) in [
        (first_course, 610_001, "Rahimova Zarina Olim qizi"),
        (first_course, 620_001, "Rahimova Dilnoza Anvar qizi"),
        (first_course, 630_001, "Karimova Malika Akmal qizi"),
        (second_course, 640_001, "Yusupova Madina Farhod qizi"),
    ] {
        enrolled.push(StudentBuilder::new(group, serial).named(fio).by(&token).build(&app).await.id);
    }
    let mut man = StudentBuilder::new(second_course, 650_001).named("Toshmatov Sardor Botir o‘g‘li").body();
    man["gender"] = json!(1);
    man["pinfl"] = json!(pinfl(NaiveDate::from_ymd_opt(2007, 3, 14).unwrap(), 1, 650_001));
    assert_eq!(app.post("/api/v1/students/", &token, man).await.status, StatusCode::CREATED);
    for (id, order) in enrolled[1..3].iter().zip(["7-T", "8-T"]) {
        let leave = json!({ "status": "ON-LEAVE", "date": "2026-11-02", "order_number": order });
        let moved = app.post(&format!("/api/v1/students/{id}/status/"), &token, leave).await;
        assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    }
    let graduate = graduate(&app, &token, 660_001).await;

    let all = app.get("/api/v1/students/?limit=1", &token).await;
    assert_eq!(all.body["count"], 6, "five studying or on leave, one graduated");
    let search = app.get("/api/v1/students/?search=rahimova", &token).await;
    assert_eq!(search.body["count"], 2);
    assert!(search.body["results"].as_array().unwrap().iter().all(|s| s["fio"].as_str().unwrap().starts_with("Rahimova")));
    let pinfl = app.get("/api/v1/students/?limit=1", &token).await.body["results"][0]["pinfl"].as_str().unwrap().to_string();
    assert_eq!(app.get(&format!("/api/v1/students/?search={}", &pinfl[..10]), &token).await.body["results"][0]["pinfl"], pinfl.as_str());
    let on_leave = app.get("/api/v1/students/?student_status=ON-LEAVE", &token).await;
    assert_eq!(on_leave.body["count"], 2);
    let women = app.get("/api/v1/students/?gender=2&course=2", &token).await;
    assert_eq!(women.body["count"], 2, "Yusupova and the graduate");
    assert!(women.body["results"].as_array().unwrap().iter().all(|s| s["gender"] == 2 && s["edu_group"]["course"] == 2));

    let other_admin = app.own_university("STUB").await.admin;
    let other_curriculum = CurriculumBuilder::new("NU reja").approved().by(&other_admin).build(&app).await.id;
    let other_group = GroupBuilder::new("NU-26-01", other_curriculum).by(&other_admin).build(&app).await.id;
    let id = StudentBuilder::new(other_group, 900_030).by(&other_admin).build(&app).await.id;
    assert_eq!(app.get(&format!("/api/v1/students/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/students/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    let moved = app
        .post(&format!("/api/v1/students/{id}/status/"), &token, json!({ "status": "ON-LEAVE", "date": "2026-11-01", "order_number": "1" }))
        .await;
    assert_eq!(moved.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/students/{id}/"), &ministry).await.status, StatusCode::OK);
    let graduates = app.get("/api/v1/students/?student_status=GRADUATED", &ministry).await;
    assert_eq!(graduates.body["count"], graduated + 1, "and the one graduated here");
    assert!(graduates.body["results"].as_array().unwrap().iter().any(|s| s["id"] == graduate));
    assert_eq!(app.post("/api/v1/students/", &ministry, student(1, 1)).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn the_status_machine_keeps_a_history_and_refuses_illegal_moves() {
    let app = TestApp::new().await;
    let token = app.own_university("STUA").await.admin;
    let group = group_of(&app, &token, "AT-26-02").await;
    let id = app.post("/api/v1/students/", &token, student(group, 900_101)).await.body["result"]["id"].as_i64().unwrap();
    let path = format!("/api/v1/students/{id}/status/");
    let leave = app
        .post(&path, &token, json!({ "status": "ON-LEAVE", "date": "2026-11-02", "reason": "Sog‘lig‘i sababli", "order_number": "112-T" }))
        .await;
    assert_eq!(leave.status, StatusCode::OK, "{}", leave.body);
    assert_eq!(leave.body["result"]["allowed_statuses"], json!(["ACTIVE"]));
    let refused = app
        .request(
            actix_web::http::Method::POST,
            &path,
            Some(&token),
            Some(json!({ "status": "GRADUATED", "date": "2026-11-03", "order_number": "113-T" })),
            "en",
        )
        .await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "illegal_transition"));
    assert_eq!(refused.message(), "A student's status cannot change from “Academic leave” to “Graduated”");
    let back = app.post(&path, &token, json!({ "status": "ACTIVE", "date": "2027-02-01", "order_number": "20-T" })).await;
    assert_eq!(back.body["result"]["student_status"], "ACTIVE");
    let history = &app.get(&format!("/api/v1/students/{id}/"), &token).await.body["result"]["status_history"];
    assert_eq!(history.as_array().unwrap().len(), 2);
    assert_eq!((history[0]["from_status"].as_str(), history[0]["to_status"].as_str()), (Some("ON-LEAVE"), Some("ACTIVE")));
    assert_eq!((history[1]["order_number"].as_str(), history[1]["reason"].as_str()), (Some("112-T"), Some("Sog‘lig‘i sababli")));
    let missing = app.post(&path, &token, json!({ "status": "WITHDRAW" })).await;
    assert!(missing.body["error"]["fields"]["date"].is_array() && missing.body["error"]["fields"]["order_number"].is_array());
    // The move is the student's change, beside the one-student order that made it.
    let records = app.audit_records_of("student", id);
    assert_eq!(records.last().unwrap()["changes"]["student_status"], json!(["ON-LEAVE", "ACTIVE"]));
}

/// A multipart upload of one file and the group.
async fn upload(app: &TestApp, token: &str, group: i64, file_name: &str, content: &[u8]) -> Answer {
    let boundary = "emis-test-boundary";
    let mut body = Vec::new();
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"edu_group_id\"\r\n\r\n{group}\r\n").as_bytes());
    body.extend_from_slice(
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: application/octet-stream\r\n\r\n")
            .as_bytes(),
    );
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let request = TestRequest::post()
        .uri("/api/v1/students/import/")
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", "uz"))
        .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
        .set_payload(body);
    app.send(request).await
}

fn csv_line(serial: u32, birth: &str) -> String {
    let born = NaiveDate::parse_from_str(birth, "%d.%m.%Y").unwrap_or(NaiveDate::from_ymd_opt(2007, 2, 28).unwrap());
    format!("Toshmatov Sardor Botir o‘g‘li;{};AB{serial:07};{birth};erkak\n", pinfl(born, 1, serial))
}

#[actix_web::test]
async fn an_import_writes_every_row_or_none() {
    let app = TestApp::new().await;
    let token = app.own_university("STUA").await.admin;
    let like = app.get(&format!("/api/v1/edu-groups/{}/", group_of(&app, &token, "AT-26-03").await), &token).await.body["result"].clone();
    let distance = json!({
        "name": "SIRTQI-26", "course": 1, "current_semester": 1, "number_of_students": 10_000, "opened_year": 2026,
        "curriculum_id": like["curriculum_id"], "edu_direction_id": like["edu_direction_id"], "edu_form": "DISTANCE", "edu_language": "UZ",
    });
    let opened = app.post("/api/v1/edu-groups/", &token, distance).await;
    let group = opened.body["result"]["id"].as_i64().unwrap_or_else(|| panic!("{}", opened.body));
    let before = app.count("SELECT count(*) FROM students");
    let audits = app.audit_count();

    let mut bad = String::from("F.I.Sh.;JShShIR;Pasport seriyasi va raqami;Tug‘ilgan sana;Jinsi\n");
    bad.push_str(&csv_line(800_001, "02.05.2007"));
    bad.push_str(&csv_line(800_002, "31.02.2007"));
    bad.push_str(&csv_line(800_001, "02.05.2007"));
    let refused = upload(&app, &token, group, "talabalar.csv", bad.as_bytes()).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
    assert_eq!(refused.code(), "import_failed");
    let rows = refused.body["error"]["rows"].as_array().unwrap();
    assert!(rows.iter().any(|r| r["line"] == 3 && r["column"] == "birth_date"), "{rows:?}");
    assert!(rows.iter().any(|r| r["line"] == 4 && r["column"] == "pinfl" && r["code"] == "pinfl_repeated"), "{rows:?}");
    assert_eq!(app.count("SELECT count(*) FROM students"), before, "a refused file writes nothing");
    assert_eq!(app.audit_count(), audits);

    let unknown = upload(&app, &token, group, "t.csv", "fio;pinfl;shoe size\n".as_bytes()).await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(unknown.body["error"]["rows"].as_array().unwrap().iter().any(|r| r["message"].as_str().unwrap().contains("shoe size")));
    assert_eq!(upload(&app, &token, group, "t.pdf", b"%PDF-1.4").await.code(), "not_a_spreadsheet");
    assert_eq!(upload(&app, &token, group, "t.xlsx", b"not a zip").await.code(), "not_a_spreadsheet");
    let huge = vec![b'a'; 5 * 1024 * 1024 + 1];
    assert_eq!(upload(&app, &token, group, "t.csv", &huge).await.status, StatusCode::PAYLOAD_TOO_LARGE);

    // A generated workbook of 10 000 students, the template's own headers.
    let headers: Vec<String> = ["F.I.Sh.", "JShShIR", "Pasport seriyasi va raqami", "Tug‘ilgan sana", "Jinsi"].map(String::from).to_vec();
    let born = NaiveDate::from_ymd_opt(2006, 6, 1).unwrap();
    let rows = (0..10_000u32)
        .map(|i| {
            vec![
                Cell::Text(format!("Yusupova Madina Farhod qizi {i}")),
                Cell::Text(pinfl(born, 2, 700_000 + i)),
                Cell::Text(format!("AC{:07}", 1_000_000 + i)),
                Cell::Date(born),
                Cell::Text("ayol".into()),
            ]
        })
        .collect();
    let workbook = adapters_xlsx::Spreadsheets.write(&Sheet { name: "Talabalar".into(), headers, rows }).unwrap();
    let imported = upload(&app, &token, group, "talabalar.xlsx", &workbook).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    assert_eq!(imported.body["result"]["created"], 10_000);
    assert_eq!(app.count("SELECT count(*) FROM students"), before + 10_000);
    assert_eq!(app.count(&format!("SELECT current_number_of_students::bigint FROM edu_groups WHERE id = {group}")), 10_000);
    assert_eq!(app.audit_count(), audits + 10_000, "one record per enrolled student");

    let template = TestRequest::get()
        .uri("/api/v1/students/import/template/")
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", "ru"));
    let template = app.send(template).await;
    assert_eq!(template.status, StatusCode::OK);
    assert_eq!(template.headers.get("content-type").unwrap(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
}

/// The line of `student` in the students list, checked against the student read alone: the list
/// reads the cards the database keeps, a student alone is read from the stored rows now.
async fn listed_as_read(app: &TestApp, token: &str, student: i64, pinfl: &str) -> Value {
    let listed = app.get(&format!("/api/v1/students/?search={pinfl}"), token).await;
    assert_eq!(listed.body["count"], 1, "{}", listed.body);
    let mut read = app.get(&format!("/api/v1/students/{student}/"), token).await.body["result"].clone();
    read.as_object_mut().unwrap().remove("status_history");
    assert_eq!(listed.body["results"][0], read);
    read
}

#[actix_web::test]
async fn a_listed_student_shows_every_change_to_what_its_line_shows() {
    let app = TestApp::new().await;
    let home = app.own_university("STUA").await;
    let (token, superadmin) = (home.admin.clone(), app.superadmin().await);
    let login = AccountBuilder::new("ustoz.stua").role("TEACHER").at(home.id).build(&app).await;
    let group = group_of(&app, &token, "AT-26-03").await;
    let body = student(group, 900_201);
    let pinfl = body["pinfl"].as_str().unwrap().to_string();
    let id = app.post("/api/v1/students/", &token, body.clone()).await.body["result"]["id"].as_i64().unwrap();
    let line = listed_as_read(&app, &token, id, &pinfl).await;
    assert_eq!((&line["edu_group"]["name"], &line["login"]), (&json!("AT-26-03"), &Value::Null));

    let mut edit = body.clone();
    edit["fio"] = json!("Karimova Dilnoza Anvar qizi");
    edit["version"] = json!(1);
    assert_eq!(app.put(&format!("/api/v1/students/{id}/"), &token, edit).await.status, StatusCode::OK);
    let leave = json!({ "status": "ON-LEAVE", "date": "2026-11-02", "order_number": "7-T" });
    assert_eq!(app.post(&format!("/api/v1/students/{id}/status/"), &token, leave).await.status, StatusCode::OK);
    let line = listed_as_read(&app, &token, id, &pinfl).await;
    assert_eq!((&line["fio"], &line["student_status"]), (&json!("Karimova Dilnoza Anvar qizi"), &json!("ON-LEAVE")));

    // What the card shows of the group, the institution and the login, changed elsewhere.
    app.exec(&format!("UPDATE edu_groups SET name = 'AT-26-33', course = 3 WHERE id = {group}"));
    let institution = line["institution_id"].as_i64().unwrap();
    let mut renamed = app.get(&format!("/api/v1/institutions/{institution}/"), &superadmin).await.body["result"].clone();
    renamed["name"]["uz"] = json!("Yangi nomli universitet");
    assert_eq!(app.put(&format!("/api/v1/institutions/{institution}/"), &superadmin, renamed).await.status, StatusCode::OK);
    app.exec(&format!("UPDATE students SET user_id = {} WHERE id = {id}", login.id));
    app.exec(&format!("UPDATE users SET username = 'ustoz-renamed' WHERE id = {}", login.id));
    let line = listed_as_read(&app, &token, id, &pinfl).await;
    assert_eq!((&line["edu_group"]["name"], &line["edu_group"]["course"]), (&json!("AT-26-33"), &json!(3)));
    assert_eq!(line["institution"]["name"]["uz"], "Yangi nomli universitet");
    assert_eq!(line["login"], "ustoz-renamed");

    // A change refused at the end of its transaction leaves the card as it was.
    let mut stale = body.clone();
    stale["fio"] = json!("Boshqa Ism Familiya");
    stale["version"] = json!(1);
    assert_eq!(app.put(&format!("/api/v1/students/{id}/"), &token, stale).await.status, StatusCode::CONFLICT);
    assert_eq!(listed_as_read(&app, &token, id, &pinfl).await["fio"], "Karimova Dilnoza Anvar qizi");

    // A deleted student has no card.
    assert_eq!(app.count(&format!("SELECT count(*) FROM student_cards WHERE student_id = {id}")), 1);
    assert_eq!(app.delete(&format!("/api/v1/students/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/students/?search={pinfl}"), &token).await.body["count"], 0);
    assert_eq!(app.count(&format!("SELECT count(*) FROM student_cards WHERE student_id = {id}")), 0);
}

#[actix_web::test]
async fn students_without_a_card_are_listed_from_their_rows_until_the_fill_writes_theirs() {
    let app = TestApp::new().await;
    let token = app.own_university("STUA").await.admin;
    let group = group_of(&app, &token, "AT-26-01").await;
    for serial in 900_601..900_604 {
        StudentBuilder::new(group, serial).by(&token).build(&app).await;
    }
    let ministry = app.ministry().await;
    let page = app.get("/api/v1/students/?limit=100&ordering=fio", &ministry).await.body;
    let living = app.count("SELECT count(*) FROM students WHERE deleted_at IS NULL");
    assert_eq!(page["count"], living);
    assert_eq!(page["results"].as_array().map(Vec::len), Some(living.min(100) as usize));

    // As a database whose students were there before their cards.
    app.exec("DELETE FROM student_cards");
    app.exec(
        "INSERT INTO read_model_fills (read_model, next_id) VALUES ('student_cards', 0) ON CONFLICT (read_model) DO UPDATE SET next_id = 0",
    );
    assert_eq!(app.get("/api/v1/students/?limit=100&ordering=fio", &ministry).await.body, page);

    let mut written = 0;
    let mut batches = 0;
    loop {
        match app.count("SELECT coalesce(student_cards_fill(40), -1)::bigint") {
            -1 => break,
            n => written += n,
        }
        batches += 1;
        assert!(batches <= living / 40 + 2, "the fill does not end");
    }
    assert_eq!((written, app.count("SELECT count(*) FROM student_cards")), (living, living));
    assert_eq!(app.count("SELECT count(*) FROM read_model_fills"), 0);
    assert_eq!(app.count("SELECT coalesce(student_cards_fill(40), -1)::bigint"), -1, "a finished fill writes nothing");
    assert_eq!(app.get("/api/v1/students/?limit=100&ordering=fio", &ministry).await.body, page);
}

/// A graduate of the institution of `token`: a student of a group in the last semester of an
/// approved curriculum, rated 5 in every subject of every semester and in every DAK exam, then
/// graduated through the API. `serial` numbers the PINFL.
async fn graduate(app: &TestApp, token: &str, serial: u32) -> i64 {
    let curriculum = CurriculumBuilder::new("Bitiruvchilar rejasi").semesters(4).approved().by(token).build(app).await.id;
    let group = GroupBuilder::new("DI-23-01", curriculum).course(2, 4).by(token).build(app).await.id;
    let id = StudentBuilder::new(group, serial).by(token).build(app).await.id;
    for semester in 1..=4 {
        let path = format!("/api/v1/edu-groups/{group}/ratings/?semester={semester}");
        let sheet = app.get(&path, token).await;
        assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
        let cells: Vec<Value> = sheet.body["result"]["subjects"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| json!({ "student_id": id, "edu_subject_id": s["id"], "rating": 5 }))
            .collect();
        let rated = app.put(&path, token, json!({ "ratings": cells })).await;
        assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    }
    let path = format!("/api/v1/graduates/{id}/exam-ratings/");
    let sheet = app.get(&path, token).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    let cells: Vec<Value> =
        sheet.body["result"]["exams"].as_array().unwrap().iter().map(|e| json!({ "exam_id": e["exam_id"], "rating": 5 })).collect();
    let rated = app.put(&path, token, json!({ "ratings": cells })).await;
    assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    let graduated =
        app.post(&format!("/api/v1/graduates/{id}/graduate/"), token, json!({ "date": "2027-06-30", "order_number": "1-T" })).await;
    assert_eq!(graduated.status, StatusCode::OK, "{}", graduated.body);
    id
}

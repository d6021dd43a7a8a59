//! Groups on PostgreSQL: the curriculum rule, tenancy, versions, subgroups and the rating sheet.

use actix_web::http::StatusCode;
use serde_json::{json, Value};

use crate::support::fixtures::{Built, CurriculumBuilder, GroupBuilder, StudentBuilder, SubjectBuilder};
use crate::support::TestApp;

/// An approved curriculum of the institution of `token`.
async fn approved(app: &TestApp, token: &str) -> Built {
    CurriculumBuilder::new("Dasturiy injiniring").approved().by(token).build(app).await
}

fn group_body(app: &TestApp, name: &str, curriculum: i64) -> Value {
    json!({
        "name": name,
        "course": 1,
        "current_semester": 1,
        "number_of_students": 2,
        "opened_year": 2026,
        "curriculum_id": curriculum,
        "edu_direction_id": app.direction_of(curriculum),
        "edu_form": "FULL_TIME",
        "edu_language": "UZ",
    })
}

#[actix_web::test]
async fn a_group_is_opened_only_on_an_approved_curriculum_of_its_institution() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let curriculum = approved(&app, &token).await.id;
    // Two groups with a student each, one in the last semester of its curriculum.
    for (name, course, semester, serial) in [("DI-25-01", 2, 3, 900_101), ("DI-23-01", 2, 4, 900_102)] {
        let group = GroupBuilder::new(name, curriculum).course(course, semester).by(&token).build(&app).await.id;
        StudentBuilder::new(group, serial).by(&token).build(&app).await;
    }
    let listed = app.get("/api/v1/edu-groups/?limit=50", &token).await;
    assert_eq!(listed.status, StatusCode::OK);
    assert_eq!(listed.body["count"], 2, "the institution's groups, its final-semester group DI-23-01 among them");
    assert!(listed.body["results"].as_array().unwrap().iter().all(|g| g["current_number_of_students"].as_i64().unwrap() > 0));

    let created = app.post("/api/v1/edu-groups/", &token, group_body(&app, "DI-26-09", curriculum)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let group = &created.body["result"];
    assert_eq!(group["current_number_of_students"], 0);
    assert_eq!(group["status"], "ACTIVE");
    assert_eq!(group["curriculum"]["rating_type"], "FIVE_POINT");
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("edu_group"), Some("create")));
    assert_eq!(record["changes"]["name"], json!([null, "DI-26-09"]));

    // A curriculum still NEW, and one of another institution, are refused under the field.
    let still_new = CurriculumBuilder::new("Yangi reja").by(&token).build(&app).await.id;
    let other_admin = app.own_university("GRPB").await.admin;
    let foreign = CurriculumBuilder::new("Boshqa").approved().by(&other_admin).build(&app).await.id;
    let before = app.count("SELECT count(*) FROM edu_groups");
    let refused = app.post("/api/v1/edu-groups/", &token, group_body(&app, "DI-26-10", still_new)).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.body["error"]["fields"]["curriculum_id"][0], "Guruh faqat muassasaning tasdiqlangan o‘quv rejasi bo‘yicha o‘qiydi");
    let refused = app.post("/api/v1/edu-groups/", &token, group_body(&app, "DI-26-11", foreign)).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body["error"]["fields"]["curriculum_id"].is_array());
    // A semester outside the course, and a name taken in the institution.
    let mut wrong = group_body(&app, "DI-26-12", curriculum);
    wrong["current_semester"] = json!(3);
    assert_eq!(
        app.post("/api/v1/edu-groups/", &token, wrong).await.body["error"]["fields"]["current_semester"][0],
        "Qiymat 1 dan 2 gacha bo‘lishi kerak"
    );
    let taken = app.post("/api/v1/edu-groups/", &token, group_body(&app, "di-26-09", curriculum)).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(app.count("SELECT count(*) FROM edu_groups"), before, "nothing refused was written");
}

#[actix_web::test]
async fn a_group_of_another_institution_is_not_found_and_versions_guard_edits() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let curriculum = approved(&app, &token).await.id;
    let id = GroupBuilder::new("DI-25-01", curriculum).course(2, 3).by(&token).build(&app).await.id;
    // More students than the size it is later cut to.
    for serial in 900_201..900_205 {
        StudentBuilder::new(id, serial).by(&token).build(&app).await;
    }
    let elsewhere = app.own_university("GRPB").await;
    let foreign_curriculum = CurriculumBuilder::new("NU reja").approved().by(&elsewhere.admin).build(&app).await.id;
    let other = GroupBuilder::new("NU-1", foreign_curriculum).by(&elsewhere.admin).build(&app).await.id;
    for path in [
        format!("/api/v1/edu-groups/{other}/"),
        format!("/api/v1/edu-groups/{other}/ratings/"),
        format!("/api/v1/edu-groups/{other}/students/"),
    ] {
        assert_eq!(app.get(&path, &token).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(app.delete(&format!("/api/v1/edu-groups/{other}/"), &token).await.status, StatusCode::NOT_FOUND);
    let ministry = app.ministry().await;
    let only = app.get(&format!("/api/v1/edu-groups/?institution_id={}", elsewhere.id), &ministry).await;
    assert_eq!(only.body["count"], 1);

    // The group's own students, each with PINFL and status.
    let students = app.get(&format!("/api/v1/edu-groups/{id}/students/"), &token).await;
    assert_eq!(students.status, StatusCode::OK, "{}", students.body);
    let listed = students.body["results"].as_array().unwrap();
    assert_eq!(students.body["count"], 4);
    assert_eq!(
        students.body["count"].as_i64(),
        Some(app.count(&format!("SELECT count(*) FROM students WHERE edu_group_id = {id} AND deleted_at IS NULL")))
    );
    assert!(listed.iter().all(|s| s["pinfl"].as_str().is_some_and(|p| p.len() == 14) && s["student_status"].is_string()));

    let group = app.get(&format!("/api/v1/edu-groups/{id}/"), &token).await.body["result"].clone();
    let mut body = json!({
        "name": "DI-25-01A", "course": 2, "current_semester": 4, "number_of_students": 30, "opened_year": 2025,
        "curriculum_id": group["curriculum_id"], "edu_direction_id": group["edu_direction_id"], "edu_form": "FULL_TIME",
        "edu_language": "UZ", "version": group["version"],
    });
    let saved = app.put(&format!("/api/v1/edu-groups/{id}/"), &token, body.clone()).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["result"]["version"], group["version"].as_i64().unwrap() + 1);
    let stale = app.put(&format!("/api/v1/edu-groups/{id}/"), &token, body.clone()).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    // The planned size never drops below the students it holds.
    body["version"] = saved.body["result"]["version"].clone();
    body["number_of_students"] = json!(3);
    assert!(app.put(&format!("/api/v1/edu-groups/{id}/"), &token, body).await.body["error"]["fields"]["number_of_students"].is_array());

    assert_eq!(app.delete(&format!("/api/v1/edu-groups/{id}/"), &token).await.code(), "group_has_students");
    let inactive = app.post(&format!("/api/v1/edu-groups/{id}/inactive/"), &token, json!({})).await;
    assert_eq!(inactive.body["result"]["status"], "INACTIVE");
    assert_eq!(app.post(&format!("/api/v1/edu-groups/{id}/inactive/"), &token, json!({})).await.status, StatusCode::CONFLICT);
}

#[actix_web::test]
async fn a_curriculum_a_group_studies_by_cannot_be_cancelled() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let curriculum = approved(&app, &token).await.id;
    GroupBuilder::new("DI-26-01", curriculum).by(&token).build(&app).await;
    let refused = app.post(&format!("/api/v1/curriculums/{curriculum}/cancel/"), &token, json!({})).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert_eq!(app.count(&format!("SELECT count(*) FROM curricula WHERE id = {curriculum} AND status = 'APPROVED'")), 1);
}

#[actix_web::test]
async fn the_rating_sheet_takes_only_valid_cells_and_audits_each_change() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let mut subjects = Vec::new();
    for code in ["GR-OM", "GR-FIZ", "GR-IT", "GR-DA"] {
        subjects.push(SubjectBuilder::new(code).build(&app).await.id);
    }
    let [mathematics, physics, it, programming] = subjects[..] else { unreachable!() };
    // The first year teaches mathematics, physics and IT; the second, programming.
    let curriculum = CurriculumBuilder::new("Dasturiy injiniring")
        .plan(mathematics, &[60, 60])
        .plan(physics, &[40, 40])
        .plan(it, &[30, 30])
        .plan(programming, &[0, 0, 50, 50])
        .approved()
        .by(&token)
        .build(&app)
        .await
        .id;
    let id = GroupBuilder::new("DI-25-02", curriculum).course(2, 3).by(&token).build(&app).await.id;
    for serial in [900_301, 900_302] {
        StudentBuilder::new(id, serial).by(&token).build(&app).await;
    }
    let next_door = GroupBuilder::new("DI-25-03", curriculum).course(2, 3).by(&token).build(&app).await.id;
    let other_group = StudentBuilder::new(next_door, 900_303).by(&token).build(&app).await.id;
    let ratings = format!("/api/v1/edu-groups/{id}/ratings/?semester=2");
    let sheet = app.get(&ratings, &token).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    let sheet = &sheet.body["result"];
    assert_eq!((sheet["min_rating"].as_i64(), sheet["max_rating"].as_i64()), (Some(3), Some(5)));
    assert_eq!(sheet["subjects"].as_array().unwrap().len(), 3);
    let student = sheet["students"][0]["id"].as_i64().unwrap();
    let subject = sheet["subjects"][0]["id"].as_i64().unwrap();
    let stored = 4;
    let typed =
        app.put(&ratings, &token, json!({ "ratings": [{ "student_id": student, "edu_subject_id": subject, "rating": stored }] })).await;
    assert_eq!(typed.status, StatusCode::OK, "{}", typed.body);
    let new = 5;

    let before = app.count("SELECT sum(rating) FROM ratings");
    let refused = app
        .put(
            &ratings,
            &token,
            json!({ "ratings": [
                { "student_id": student, "edu_subject_id": subject, "rating": new },
                { "student_id": student, "edu_subject_id": subject, "rating": 6 },
                { "student_id": other_group, "edu_subject_id": subject, "rating": 4 },
                { "student_id": student, "edu_subject_id": programming, "rating": 4 },
            ]}),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = &refused.body["error"]["fields"];
    assert_eq!(fields["ratings.1.rating"][0], "Qiymat 3 dan 5 gacha bo‘lishi kerak");
    assert_eq!(fields["ratings.2.student_id"][0], "Talaba bu guruhda o‘qimaydi");
    assert_eq!(fields["ratings.3.edu_subject_id"][0], "Bu fan guruh o‘quv rejasida ushbu semestrda yo‘q");
    assert_eq!(app.count("SELECT sum(rating) FROM ratings"), before, "a refused sheet changes nothing");

    let audits = app.audit_count();
    let saved =
        app.put(&ratings, &token, json!({ "ratings": [{ "student_id": student, "edu_subject_id": subject, "rating": new }] })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(app.audit_count(), audits + 1);
    let record = app.last_audit_record();
    assert_eq!(record["entity_type"], "rating");
    assert_eq!(record["changes"]["rating"], json!([stored, new]));
    // Removing a cell is one more record, and the rated subject is protected in its curriculum.
    let removed =
        app.put(&ratings, &token, json!({ "ratings": [{ "student_id": student, "edu_subject_id": subject, "rating": null }] })).await;
    assert!(!removed.body["result"]["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["student_id"] == student && r["edu_subject_id"] == subject));
    assert_eq!(app.last_audit_record()["action"], "delete");
    let check =
        app.post("/api/v1/curriculums/check-rating/", &token, json!({ "edu_subject_id": programming, "curriculum_id": curriculum })).await;
    assert_eq!(check.body["result"]["has_rating"], false);
    let semester_three = format!("/api/v1/edu-groups/{id}/ratings/?semester=3");
    let rated = app
        .put(&semester_three, &token, json!({ "ratings": [{ "student_id": student, "edu_subject_id": programming, "rating": 5 }] }))
        .await;
    assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    let check =
        app.post("/api/v1/curriculums/check-rating/", &token, json!({ "edu_subject_id": programming, "curriculum_id": curriculum })).await;
    assert_eq!(check.body["result"]["has_rating"], true);
    assert_eq!(app.get(&format!("/api/v1/edu-groups/{id}/ratings/?semester=9"), &token).await.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[actix_web::test]
async fn subgroups_place_every_studying_student_of_the_group_once() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let curriculum = approved(&app, &token).await;
    let subject = curriculum.body["edu_subject"][0]["edu_subject_id"].as_i64().unwrap();
    let id = GroupBuilder::new("AT-26-01", curriculum.id).by(&token).build(&app).await.id;
    for serial in 900_401..900_405 {
        StudentBuilder::new(id, serial).by(&token).build(&app).await;
    }
    let next_door = GroupBuilder::new("AT-26-02", curriculum.id).by(&token).build(&app).await.id;
    let stranger = StudentBuilder::new(next_door, 900_405).by(&token).build(&app).await.id;
    let path = format!("/api/v1/edu-groups/{id}/subgroups/{subject}/");
    assert_eq!(app.get(&path, &token).await.body["result"]["subgroups"], json!([]));
    let members: Vec<i64> = {
        let sheet = app.get(&format!("/api/v1/edu-groups/{id}/ratings/"), &token).await;
        sheet.body["result"]["students"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect()
    };
    assert_eq!(members.len(), 4);
    let (first, second) = members.split_at(2);
    let left_out = app.put(&path, &token, json!({ "subgroups": [{ "name": "1-guruhcha", "student_ids": first }] })).await;
    assert_eq!(left_out.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(left_out.body["error"]["fields"]["subgroups"].is_array());
    let mut with_stranger = second.to_vec();
    with_stranger.push(stranger);
    let foreign = app
        .put(&path, &token, json!({ "subgroups": [{ "name": "1", "student_ids": first }, { "name": "2", "student_ids": with_stranger }] }))
        .await;
    assert!(foreign.body["error"]["fields"]["subgroups.1.student_ids"].is_array(), "{}", foreign.body);
    let saved = app
        .put(
            &path,
            &token,
            json!({ "subgroups": [{ "name": "1-guruhcha", "student_ids": first }, { "name": "2-guruhcha", "student_ids": second }] }),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(app.get(&path, &token).await.body["result"]["subgroups"][1]["student_ids"].as_array().unwrap().len(), second.len());
}

#[actix_web::test]
async fn a_subject_rated_by_a_group_stays_in_its_curriculum_after_the_groups_are_gone() {
    let app = TestApp::new().await;
    let token = app.own_university("GRPA").await.admin;
    let built = CurriculumBuilder::new("Axborot tizimlari").rating("HUNDRED_POINT").approved().by(&token).build(&app).await;
    let curriculum = built.id;
    let mathematics = built.body["edu_subject"][0]["edu_subject_id"].as_i64().unwrap();
    // Two groups study by it, each with a student.
    let group = GroupBuilder::new("AT-26-01", curriculum).by(&token).build(&app).await.id;
    StudentBuilder::new(group, 900_501).by(&token).build(&app).await;
    let second = GroupBuilder::new("AT-26-02", curriculum).by(&token).build(&app).await.id;
    StudentBuilder::new(second, 900_502).by(&token).build(&app).await;
    let sheet = app.get(&format!("/api/v1/edu-groups/{group}/ratings/?semester=1"), &token).await.body["result"].clone();
    let student = sheet["students"][0]["id"].clone();
    let rated = app
        .put(
            &format!("/api/v1/edu-groups/{group}/ratings/?semester=1"),
            &token,
            json!({ "ratings": [{ "student_id": student, "edu_subject_id": mathematics, "rating": 87 }] }),
        )
        .await;
    assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    let check =
        app.post("/api/v1/curriculums/check-rating/", &token, json!({ "edu_subject_id": mathematics, "curriculum_id": curriculum })).await;
    assert_eq!(check.body["result"]["has_rating"], true);

    // While a group studies by it the curriculum stays approved; once its groups are gone (deleted
    // softly, their ratings kept) it may be cancelled back to NEW and edited...
    assert_eq!(app.post(&format!("/api/v1/curriculums/{curriculum}/cancel/"), &token, json!({})).await.status, StatusCode::CONFLICT);
    let groups = app.get(&format!("/api/v1/edu-groups/?curriculum_id={curriculum}&limit=100"), &token).await.body["results"].clone();
    assert_eq!(groups.as_array().unwrap().len(), 2);
    for group in groups.as_array().unwrap() {
        let students = app.get(&format!("/api/v1/edu-groups/{}/students/?limit=1000", group["id"]), &token).await.body["results"].clone();
        for student in students.as_array().unwrap() {
            let deleted = app.delete(&format!("/api/v1/students/{}/", student["id"]), &token).await;
            assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.body);
        }
        let deleted = app.delete(&format!("/api/v1/edu-groups/{}/", group["id"]), &token).await;
        assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.body);
    }
    let cancelled = app.post(&format!("/api/v1/curriculums/{curriculum}/cancel/"), &token, json!({})).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    // ... but the rated subject cannot be taken out of it.
    let mut plan = app.get(&format!("/api/v1/curriculums/{curriculum}/"), &token).await.body["result"].clone();
    fn without(rows: &Value, subject: i64) -> Value {
        rows.as_array().unwrap().iter().filter(|r| r["edu_subject_id"] != subject).cloned().collect()
    }
    plan["edu_subject"] = without(&plan["edu_subject"], mathematics);
    let semesters: Vec<Value> = plan["semester_edu_subjects"].as_array().unwrap().iter().map(|rows| without(rows, mathematics)).collect();
    plan["semester_edu_subjects"] = json!(semesters);
    let refused = app.put(&format!("/api/v1/curriculums/{curriculum}/separate-to-semesters/"), &token, plan).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
    assert_eq!(refused.body["error"]["fields"]["edu_subject"][0], "Bu fanga baho qoyilgan");
}

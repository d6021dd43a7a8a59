//! The students' and parents' portal on PostgreSQL: each `/me/` call answers for the person's own
//! record or a linked child's and 404 for any other, a parent unlinked loses the child at once, and
//! an institution issues students' logins and parents' accounts only for its own students.

use actix_web::http::StatusCode;
use chrono::Datelike;
use serde_json::{json, Value};

use crate::support::fixtures::{created, CurriculumBuilder, GroupBuilder, OwnInstitution, StudentBuilder};
use crate::support::teaching::TeachingBuilder;
use crate::support::TestApp;

/// The `/me/` calls that read, with the query that names a student.
const READS: [&str; 5] =
    ["/api/v1/me/schedule/", "/api/v1/me/results/", "/api/v1/me/attendance/", "/api/v1/me/finance/", "/api/v1/me/documents/"];

fn ids(me: &Value) -> Vec<i64> {
    me["result"]["students"].as_array().map(|a| a.iter().filter_map(|s| s["id"].as_i64()).collect()).unwrap_or_default()
}

/// A university of the test's own in its first semester: group KI-26-01 of three students has a
/// weekly lesson of Oliy matematika on Monday, whose roll of this week's Monday the admin took with
/// the first student absent, and the final of Ingliz tili is closed with nobody admitted: each
/// student has a debt to retake. The first student is signed in to the portal; the others are linked to nobody.
struct Portal {
    own: OwnInstitution,
    group: i64,
    students: Vec<i64>,
    /// The first student's portal token.
    token: String,
}

impl Portal {
    async fn build(app: &TestApp) -> Portal {
        let own = app.own_university("PORTAL").await;
        let teaching = TeachingBuilder::new(&own).students(3).build(app).await;
        let group = teaching.group("KI-26-01");
        let students: Vec<i64> = teaching.students["KI-26-01"].iter().map(|s| s.id).collect();
        let lesson = teaching.lesson("KI-26-01", "OM", "Aliyeva", "101", 1, 1).build(app).await.id;
        let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
        let monday = today - chrono::Duration::days(i64::from(today.weekday().num_days_from_monday()));
        let path = format!("/api/v1/journal/lessons/{lesson}/{}/", monday.format("%Y-%m-%d"));
        let version = app.get(&path, &own.admin).await.body["result"]["version"].clone();
        let entries: Vec<Value> = students
            .iter()
            .enumerate()
            .map(|(i, id)| json!({ "student_id": id, "attendance": if i == 0 { "ABSENT" } else { "PRESENT" } }))
            .collect();
        let roll = json!({ "entries": entries, "topic_ids": [], "version": version, "reason": "O‘qituvchi kasal bo‘lgan" });
        let taken = app.put(&path, &own.admin, roll).await;
        assert_eq!(taken.status, StatusCode::OK, "{}", taken.body);
        let final_sheet = format!("/api/v1/control-sheets/{group}/{}/FINAL/", teaching.subject("IT"));
        let date = today.format("%Y-%m-%d").to_string();
        let saved = app.put(&final_sheet, &own.admin, json!({ "entries": [], "exam_date": date, "version": 0 })).await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
        let closed = app.post(&format!("{final_sheet}close/"), &own.admin, json!({})).await;
        assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
        let token = own.student_login(app, students[0], "talaba.portal").await;
        Portal { own, group, students, token }
    }
}

#[actix_web::test]
async fn a_student_reads_their_own_study_and_nobody_elses() {
    let app = TestApp::new().await;
    let portal = Portal::build(&app).await;
    let token = portal.token.clone();
    let me = app.get("/api/v1/me/", &token).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.body);
    let own = portal.students[0];
    assert_eq!(ids(&me.body), vec![own]);
    assert_eq!(me.body["result"]["students"][0]["relation"], "OWN");
    assert_eq!(me.body["result"]["user"]["username"], "talaba.portal");

    let other = portal.students[1];
    for path in READS {
        assert_eq!(app.get(path, &token).await.status, StatusCode::OK, "{path} without a student");
        assert_eq!(app.get(&format!("{path}?student_id={own}"), &token).await.status, StatusCode::OK, "{path} of one's own");
        let theirs = app.get(&format!("{path}?student_id={other}"), &token).await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{path} of another: {}", theirs.body);
        assert_eq!(app.get(&format!("{path}?student_id=0"), &token).await.status, StatusCode::UNPROCESSABLE_ENTITY, "{path} of no student");
    }

    // The results are the staff's results of the record.
    let admin = portal.own.admin.clone();
    let staff = app.get(&format!("/api/v1/students/{own}/results/"), &admin).await;
    let mine = app.get("/api/v1/me/results/", &token).await;
    assert_eq!(mine.body["result"], staff.body["result"]);
    assert!(!mine.body["result"]["debts"].as_array().unwrap().is_empty(), "the student has a debt to retake");

    // The week is Monday to Sunday, with the group's lessons.
    let week = app.get("/api/v1/me/schedule/", &token).await.body["result"].clone();
    let days = week["days"].as_array().unwrap();
    assert_eq!(days.len(), 7);
    assert_eq!((days[0]["weekday"].as_i64(), days[6]["weekday"].as_i64()), (Some(1), Some(7)));
    let group = portal.group;
    let lessons: Vec<&Value> = days.iter().flat_map(|d| d["lessons"].as_array().unwrap()).collect();
    assert!(!lessons.is_empty(), "the group has a lesson every week");
    assert!(lessons.iter().all(|l| l["edu_group"]["id"].as_i64() == Some(group)));
    let long = app.get("/api/v1/me/schedule/?date_from=2026-09-01&date_to=2026-12-31", &token).await;
    assert_eq!(long.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The journal lesson by lesson: the hours are two per absence.
    let attendance = app.get("/api/v1/me/attendance/", &token).await.body["result"].clone();
    let subjects = attendance["subjects"].as_array().unwrap();
    assert!(subjects.iter().any(|s| !s["lessons"].as_array().unwrap().is_empty()), "the living semester has rolls");
    for subject in subjects {
        let missed =
            subject["lessons"].as_array().unwrap().iter().filter(|l| l["attendance"] == "ABSENT" || l["attendance"] == "EXCUSED").count();
        assert_eq!(subject["absent_hours"].as_i64(), Some(2 * missed as i64), "{subject}");
    }
}

#[actix_web::test]
async fn a_student_requests_a_reference_and_downloads_only_their_own_documents() {
    let app = TestApp::new().await;
    let portal = Portal::build(&app).await;
    let token = portal.token.clone();
    let issued = app.post("/api/v1/me/documents/", &token, json!({"kind": "REFERENCE"})).await;
    assert_eq!(issued.status, StatusCode::CREATED, "{}", issued.body);
    let id = issued.body["result"]["id"].as_i64().unwrap();
    assert!(issued.body["result"]["number"].as_str().unwrap().starts_with("M-"));
    let listed = app.get("/api/v1/me/documents/", &token).await.body["result"]["documents"].clone();
    assert!(listed.as_array().unwrap().iter().any(|d| d["id"].as_i64() == Some(id)));
    let pdf = app.get(&format!("/api/v1/me/documents/{id}/pdf/"), &token).await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert!(pdf.raw.starts_with(b"%PDF-"));
    assert_eq!(app.last_audit_record()["entity_type"], "graduate_document");

    // The parent reads it through the same child, and the staff's address stays closed to both.
    let own = portal.students[0];
    let parent = portal.own.parent_of(&app, own, "ota.portal").await.token;
    assert_eq!(app.get(&format!("/api/v1/me/documents/{id}/pdf/?student_id={own}"), &parent).await.status, StatusCode::OK);
    assert_eq!(app.get(&format!("/api/v1/documents/{id}/pdf/"), &token).await.status, StatusCode::FORBIDDEN);
    // Another's document is not found, even when the student asks by its id.
    let admin = portal.own.admin.clone();
    let other = portal.students[1];
    let theirs = app.post(&format!("/api/v1/students/{other}/documents/"), &admin, json!({"kind": "TRANSCRIPT"})).await;
    let theirs = theirs.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/v1/me/documents/{theirs}/pdf/"), &token).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn a_parent_reads_each_linked_child_and_loses_one_at_once_when_unlinked() {
    let app = TestApp::new().await;
    let portal = Portal::build(&app).await;
    let admin = portal.own.admin.clone();
    let (first, second) = (portal.students[0], portal.students[1]);
    let account = portal.own.parent_of(&app, first, "ota.portal").await;
    let linked = app.post(&format!("/api/v1/parents/{}/children/", account.id), &admin, json!({ "student_id": second })).await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.body);
    let accountant = portal.own.account(&app, "ACCOUNTANT").await;
    let contract = json!({ "student_id": first, "date": "2026-08-30", "academic_year": 2026, "contract_kind": "RAISED",
                           "discount_percent": 0, "amount": 12_000_000 * 100 });
    created(&app, &accountant, "/api/v1/finance/contracts/", contract).await;
    let parent = account.token.clone();
    let me = app.get("/api/v1/me/", &parent).await;
    let children = ids(&me.body);
    assert_eq!(children.len(), 2, "{}", me.body);
    assert!(me.body["result"]["students"].as_array().unwrap().iter().all(|s| s["relation"] == "CHILD"));
    let mut contracts = 0;
    for child in &children {
        let results = app.get(&format!("/api/v1/me/results/?student_id={child}"), &parent).await;
        assert_eq!(results.status, StatusCode::OK);
        assert_eq!(results.body["result"]["student_id"].as_i64(), Some(*child));
        let money = app.get(&format!("/api/v1/me/finance/?student_id={child}"), &parent).await.body["result"].clone();
        assert_eq!(money["student_id"].as_i64(), Some(*child));
        let owed: i64 = money["contracts"].as_array().unwrap().iter().map(|c| c["debt"].as_i64().unwrap_or(0)).sum();
        assert_eq!(money["debt"].as_i64(), Some(owed));
        contracts += money["contracts"].as_array().map_or(0, Vec::len);
    }
    assert!(contracts > 0, "a child has a contract");
    let second = children[1];

    let parent_id = me.body["result"]["user"]["id"].as_i64().unwrap();
    let linked = app.get(&format!("/api/v1/students/{second}/parents/"), &admin).await;
    assert_eq!(linked.body["result"][0]["id"].as_i64(), Some(parent_id), "{}", linked.body);
    let gone = app.delete(&format!("/api/v1/parents/{parent_id}/children/{second}/"), &admin).await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT, "{}", gone.body);
    assert_eq!(app.get(&format!("/api/v1/me/results/?student_id={second}"), &parent).await.status, StatusCode::NOT_FOUND);
    assert_eq!(ids(&app.get("/api/v1/me/", &parent).await.body), vec![children[0]]);
    assert_eq!(app.delete(&format!("/api/v1/parents/{parent_id}/children/{second}/"), &admin).await.status, StatusCode::NOT_FOUND);

    // Linked again by the account's login, the child is back.
    let found = app.get("/api/v1/parents/?search=ota.portal", &admin).await;
    assert_eq!(found.body["result"][0]["id"].as_i64(), Some(parent_id));
    let again = app.post(&format!("/api/v1/parents/{parent_id}/children/"), &admin, json!({"student_id": second})).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    assert_eq!(ids(&app.get("/api/v1/me/", &parent).await.body).len(), 2);
}

#[actix_web::test]
async fn an_institution_issues_logins_and_parent_accounts_for_its_own_students_only() {
    let app = TestApp::new().await;
    let own = app.own_university("PORTAL").await;
    let admin = own.admin.clone();
    let curriculum = CurriculumBuilder::new("PORTAL o‘quv rejasi").approved().by(&admin).build(&app).await.id;
    let group = GroupBuilder::new("PT-26-01", curriculum).by(&admin).build(&app).await.id;
    let id = StudentBuilder::new(group, 940_001).by(&admin).build(&app).await.id;
    let issued =
        app.post(&format!("/api/v1/students/{id}/account/"), &admin, json!({"username": "talaba-1", "password": "parol-12345"})).await;
    assert_eq!(issued.status, StatusCode::CREATED, "{}", issued.body);
    let card = app.get(&format!("/api/v1/students/{id}/"), &admin).await;
    assert_eq!(card.body["result"]["login"], "talaba-1");
    let again =
        app.post(&format!("/api/v1/students/{id}/account/"), &admin, json!({"username": "talaba-2", "password": "parol-12345"})).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.body["error"]["code"], "student_has_account");

    let login = app.login_answer("talaba-1", "parol-12345").await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    let token = login.body["result"]["access_token"].as_str().unwrap().to_string();
    assert_eq!(ids(&app.get("/api/v1/me/", &token).await.body), vec![id]);
    assert_eq!(app.get("/api/v1/students/", &token).await.status, StatusCode::FORBIDDEN, "a student token is refused by the staff API");

    let bad = app
        .post("/api/v1/parents/", &admin, json!({"username": "", "name": "", "password": "short", "pinfl": "1", "student_id": id}))
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields: Vec<&str> = bad.body["error"]["fields"].as_object().map(|f| f.keys().map(String::as_str).collect()).unwrap_or_default();
    assert_eq!(fields, vec!["name", "password", "pinfl", "username"], "{}", bad.body);
    let made = app
        .post(
            "/api/v1/parents/",
            &admin,
            json!({"username": "ota-1", "name": "Ota Onasi", "password": "parol-12345", "pinfl": null, "student_id": id}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.body["result"]["children"][0]["id"].as_i64(), Some(id));
    let parent = app.login_answer("ota-1", "parol-12345").await.body["result"]["access_token"].as_str().unwrap().to_string();
    assert_eq!(ids(&app.get("/api/v1/me/", &parent).await.body), vec![id]);

    // Another institution's admin finds neither the student nor a way to link it.
    let other = app.own_university("BOSHQA").await.admin;
    let parent_id = made.body["result"]["id"].as_i64().unwrap();
    let refused = app.post(&format!("/api/v1/students/{id}/account/"), &other, json!({"username": "x-1", "password": "parol-12345"})).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/students/{id}/parents/"), &other).await.status, StatusCode::NOT_FOUND);
    let link = app.post(&format!("/api/v1/parents/{parent_id}/children/"), &other, json!({"student_id": id})).await;
    assert_eq!(link.status, StatusCode::NOT_FOUND);
    let seen = app.get("/api/v1/parents/?search=ota-1", &other).await;
    assert_eq!(seen.body["result"][0]["children"], json!([]), "another institution does not see whose parent it is");
}

#[actix_web::test]
async fn notifications_older_than_the_kept_days_are_deleted_and_newer_ones_stay() {
    let app = TestApp::new().await;
    let own = app.own_university("PORTAL").await;
    let curriculum = CurriculumBuilder::new("PORTAL o‘quv rejasi").approved().by(&own.admin).build(&app).await.id;
    let group = GroupBuilder::new("PT-26-01", curriculum).by(&own.admin).build(&app).await.id;
    let student = StudentBuilder::new(group, 940_001).by(&own.admin).build(&app).await.id;
    app.exec("DELETE FROM portal_notifications");
    let kept = domain::portal::NOTIFICATIONS_KEPT_DAYS;
    app.exec(&format!(
        "INSERT INTO portal_notifications (student_id, kind, visible_from, created_at) VALUES \
         ({student}, 'ABSENCE', current_date, now() - interval '{} days'), \
         ({student}, 'ABSENCE', current_date, now() - interval '{} days'), \
         ({student}, 'ABSENCE', current_date, now() - interval '{} days')",
        kept + 30,
        kept + 1,
        kept - 1
    ));
    let before = chrono::Utc::now() - chrono::Duration::days(kept);

    assert_eq!(app.store.forget_notifications(before, 1).expect("a batch of one"), 1, "a batch deletes at most its size");
    assert_eq!(app.store.forget_notifications(before, 100).expect("the rest"), 1);
    assert_eq!(app.store.forget_notifications(before, 100).expect("nothing left"), 0);
    let left = app.count(&format!(
        "SELECT count(*) FROM portal_notifications WHERE student_id = {student} AND created_at > now() - interval '{kept} days'"
    ));
    assert_eq!((left, app.count("SELECT count(*) FROM portal_notifications")), (1, 1), "the newer one stays");
}

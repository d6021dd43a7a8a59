//! The timetable solver end to end on PostgreSQL: a run on an institution of the test's own
//! searches on a thread of its own, reports progress through the database and leaves a draft that keeps every
//! hard rule; draft lessons move under the schedule's rules; the draft is published once, in one
//! transaction; settings and teachers' unavailable periods; tenancy and permissions.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use serde_json::{json, Value};

use crate::support::fixtures::{AccountBuilder, OwnInstitution};
use crate::support::teaching::{ClassHourBuilder, Teaching, TeachingBuilder};
use crate::support::TestApp;

/// A university of the test's own and its teaching setting: the first-semester groups KI-26-01
/// (split into two subgroups for DA), KI-26-02 and KI-26-03, the teachers Aliyeva (OM, FIZ, DA),
/// Yusupova (IT, OT) and Karimov (DA, OM), lecture halls "101" and "310", laboratories "204" and
/// "305", four class hours; a few weekly lessons published; Karimov teaches no lesson on Saturday
/// and prefers the first two class hours of Monday to Wednesday.
async fn kiu(app: &TestApp) -> Teaching {
    let own = app.own_university("KIU").await;
    let t = TeachingBuilder::new(&own).split("KI-26-01", "DA", 2).build(app).await;
    t.lesson("KI-26-01", "OM", "Aliyeva", "101", 1, 1).build(app).await;
    t.lesson("KI-26-02", "OT", "Yusupova", "310", 1, 1).build(app).await;
    t.lesson("KI-26-01", "DA", "Aliyeva", "204", 3, 1).subgroup(1).lesson_type("LAB").build(app).await;
    t.lesson("KI-26-01", "DA", "Aliyeva", "204", 3, 2).subgroup(2).lesson_type("LAB").build(app).await;
    t.lesson("KI-26-03", "IT", "Yusupova", "310", 3, 3).lesson_type("PRACTICE").build(app).await;
    t.lesson("KI-26-02", "DA", "Karimov", "101", 2, 1).build(app).await;
    for number in 1..=4 {
        t.period("Karimov", 6, number).build(app).await;
    }
    for weekday in 1..=3 {
        for number in 1..=2 {
            t.period("Karimov", weekday, number).preferred().build(app).await;
        }
    }
    t
}

/// Another university of the test's own, with nothing but two class hours: its admin and the
/// first class hour's id.
async fn another(app: &TestApp) -> (OwnInstitution, i64) {
    let other = app.own_university("ALU").await;
    let first = ClassHourBuilder::new(1, "08:00", "08:45").by(&other.admin).build(app).await.id;
    ClassHourBuilder::new(2, "08:55", "09:40").by(&other.admin).build(app).await;
    (other, first)
}

/// A TEACHER account at the institution: it may not plan a timetable.
async fn teacher_at(app: &TestApp, institution_id: i64) -> String {
    AccountBuilder::new("teacher.kiu").role("TEACHER").at(institution_id).build(app).await.token
}

/// Polls a run until it leaves RUNNING.
async fn finished(app: &TestApp, token: &str, id: i64) -> Value {
    let start = Instant::now();
    let mut seen_progress = false;
    loop {
        let answer = app.get(&format!("/api/v1/timetable-runs/{id}/"), token).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let run = answer.body["result"].clone();
        if run["status"] != "RUNNING" {
            let _ = seen_progress;
            return run;
        }
        seen_progress |= run["progress"].as_f64().unwrap_or(0.0) > 0.0;
        assert!(start.elapsed() < Duration::from_secs(120), "the run never ended: {run}");
        actix_web::rt::time::sleep(Duration::from_millis(250)).await;
    }
}

async fn start(app: &TestApp, token: &str, seconds: i64) -> i64 {
    let answer = app.post("/api/v1/timetable-runs/", token, json!({ "seconds": seconds })).await;
    assert_eq!(answer.status, StatusCode::ACCEPTED, "{}", answer.body);
    assert_eq!(answer.body["result"]["status"], "RUNNING");
    answer.body["result"]["id"].as_i64().unwrap()
}

fn key(lesson: &Value, what: &str) -> (i64, i64, i64) {
    (lesson[what].as_i64().unwrap(), lesson["weekday"].as_i64().unwrap(), lesson["class_hour_id"].as_i64().unwrap())
}

fn overlap(a: &Value, b: &Value) -> bool {
    a["start_date"].as_str().unwrap() <= b["end_date"].as_str().unwrap()
        && b["start_date"].as_str().unwrap() <= a["end_date"].as_str().unwrap()
}

/// No two lessons put one group (or subgroup), teacher or room in two places at once.
fn assert_clash_free(lessons: &[Value]) {
    for (i, a) in lessons.iter().enumerate() {
        for b in &lessons[i + 1..] {
            if a["weekday"] != b["weekday"] || a["class_hour_id"] != b["class_hour_id"] || !overlap(a, b) {
                continue;
            }
            let group = a["edu_group_id"] == b["edu_group_id"]
                && (a["subgroup"].is_null() || b["subgroup"].is_null() || a["subgroup"] == b["subgroup"]);
            assert!(!group, "group double-booked: {a} {b}");
            assert_ne!(a["teacher_id"], b["teacher_id"], "teacher double-booked: {a} {b}");
            assert_ne!(a["room_id"], b["room_id"], "room double-booked: {a} {b}");
        }
    }
}

#[actix_web::test]
async fn a_run_drafts_a_clash_free_timetable_that_is_moved_and_published_once() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let published_before = app.count("SELECT count(*) FROM schedule_lessons WHERE deleted_at IS NULL");

    let id = start(&app, &token, 5).await;
    let again = app.post("/api/v1/timetable-runs/", &token, json!({ "seconds": 5 })).await;
    assert_eq!((again.status, again.code()), (StatusCode::CONFLICT, "timetable_run_running"), "one run at a time");
    let run = finished(&app, &token, id).await;
    assert_eq!(run["status"], "DONE", "{run}");
    assert_eq!(run["progress"].as_f64(), Some(1.0));
    let (placed, total) = (run["placed"].as_i64().unwrap(), run["total"].as_i64().unwrap());
    assert!(placed > 0, "{run}");
    let left_out: i64 = run["unplaced"].as_array().unwrap().iter().map(|u| u["lessons"].as_i64().unwrap()).sum();
    assert_eq!(placed + left_out, total, "{run}");
    for unplaced in run["unplaced"].as_array().unwrap() {
        assert!(!unplaced["message"].as_str().unwrap().is_empty() && unplaced["reason"].is_string(), "{unplaced}");
    }

    // The draft keeps every hard rule, with the published timetable around it.
    let draft = app.get(&format!("/api/v1/timetable-runs/{id}/lessons/"), &token).await;
    assert_eq!(draft.status, StatusCode::OK, "{}", draft.body);
    let lessons: Vec<Value> = draft.body["results"].as_array().unwrap().clone();
    assert_eq!(lessons.len() as i64, placed);
    let published = app.get("/api/v1/schedules/?limit=10000", &token).await;
    let mut everything = lessons.clone();
    everything.extend(published.body["results"].as_array().unwrap().iter().cloned());
    assert_clash_free(&everything);
    for lesson in &lessons {
        let (group, teacher, subject, room) = (
            lesson["edu_group_id"].as_i64().unwrap(),
            lesson["teacher_id"].as_i64().unwrap(),
            lesson["edu_subject_id"].as_i64().unwrap(),
            lesson["room_id"].as_i64().unwrap(),
        );
        let teaches = app.count(&format!(
            "SELECT count(*) FROM staff_positions sp JOIN staff_position_subjects s ON s.staff_position_id = sp.id \
             WHERE sp.staff_id = {teacher} AND s.edu_subject_id = {subject}"
        ));
        assert!(teaches > 0, "the teacher teaches the subject: {lesson}");
        if lesson["subgroup"].is_null() {
            let lecture_hall = app.count(&format!("SELECT count(*) FROM rooms WHERE id = {room} AND kind = 'LECTURE'"));
            assert_eq!(lecture_hall, 1, "a whole group's lecture is in a lecture hall: {lesson}");
            let seats = app.count(&format!(
                "SELECT ((SELECT capacity FROM rooms WHERE id = {room}) - (SELECT current_number_of_students FROM edu_groups WHERE id = {group}))::bigint"
            ));
            assert!(seats >= 0, "the room seats the group: {lesson}");
        }
        assert_eq!(lesson["institution"]["id"], run["institution_id"]);
    }
    // Karimov teaches nothing on Saturday.
    let karimov = t.teacher("Karimov");
    assert!(lessons.iter().any(|l| l["teacher_id"].as_i64() == Some(karimov)), "Karimov teaches in the draft");
    assert!(!lessons.iter().any(|l| l["teacher_id"].as_i64() == Some(karimov) && l["weekday"] == 6), "nor on Saturday");
    // A subject's lessons never share a period.
    let mut slots: BTreeMap<(i64, Option<i64>, i64, i64, i64), i64> = BTreeMap::new();
    for l in &lessons {
        let k = (
            l["edu_group_id"].as_i64().unwrap(),
            l["subgroup"].as_i64(),
            l["edu_subject_id"].as_i64().unwrap(),
            l["weekday"].as_i64().unwrap(),
            l["class_hour_id"].as_i64().unwrap(),
        );
        *slots.entry(k).or_default() += 1;
    }
    assert!(slots.values().all(|n| *n == 1));

    // Moving a lesson onto another's room and period is a clash, named.
    // (Within one group, so that the two lessons share their dates: groups of other semesters do not.)
    let a = &lessons[0];
    let b = lessons.iter().find(|l| l["id"] != a["id"] && l["edu_group_id"] == a["edu_group_id"]).expect("two lessons of a group");
    let a_id = a["id"].as_i64().unwrap();
    let clash = app
        .put(
            &format!("/api/v1/timetable-runs/{id}/lessons/{a_id}/"),
            &token,
            json!({ "weekday": b["weekday"], "class_hour_id": b["class_hour_id"], "room_id": b["room_id"], "version": a["version"] }),
        )
        .await;
    assert_eq!(clash.status, StatusCode::CONFLICT, "{}", clash.body);
    assert!(clash.code().starts_with("schedule_") && clash.code().ends_with("_busy"), "{}", clash.body);

    // A move into a free period and room is kept.
    let hours: Vec<i64> = (1..=4).map(|n| t.hour(n)).collect();
    let mut moved = None;
    'search: for weekday in 1..=6 {
        for hour in &hours {
            if key(a, "edu_group_id") == (a["edu_group_id"].as_i64().unwrap(), weekday, *hour) {
                continue;
            }
            let answer = app
                .put(
                    &format!("/api/v1/timetable-runs/{id}/lessons/{a_id}/"),
                    &token,
                    json!({ "weekday": weekday, "class_hour_id": hour, "room_id": a["room_id"], "version": a["version"] }),
                )
                .await;
            if answer.status == StatusCode::OK {
                moved = Some(answer.body["result"].clone());
                break 'search;
            }
            assert_eq!(answer.status, StatusCode::CONFLICT, "{}", answer.body);
        }
    }
    let moved = moved.expect("a free period for the lesson");
    assert_eq!(moved["version"].as_i64(), Some(a["version"].as_i64().unwrap() + 1));
    let stale = app
        .put(
            &format!("/api/v1/timetable-runs/{id}/lessons/{a_id}/"),
            &token,
            json!({ "weekday": a["weekday"], "class_hour_id": a["class_hour_id"], "room_id": a["room_id"], "version": a["version"] }),
        )
        .await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));

    // A lesson published meanwhile into the draft's place stops the publish whole.
    app.exec(&format!(
        "INSERT INTO schedule_lessons (institution_id, edu_group_id, subgroup, edu_subject_id, teacher_id, room_id, weekday, \
         class_hour_id, lesson_type, start_date, end_date) SELECT t.institution_id, l.edu_group_id, l.subgroup, l.edu_subject_id, \
         l.teacher_id, l.room_id, l.weekday, l.class_hour_id, l.lesson_type, l.start_date, l.end_date \
         FROM timetable_draft_lessons l JOIN timetable_runs t ON t.id = l.run_id WHERE l.id = {a_id}"
    ));
    let refused = app.post(&format!("/api/v1/timetable-runs/{id}/publish/"), &token, json!({})).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(refused.code().ends_with("_busy"), "{}", refused.body);
    assert_eq!(app.count("SELECT count(*) FROM schedule_lessons WHERE deleted_at IS NULL"), published_before + 1, "nothing of the draft");
    app.exec("DELETE FROM schedule_lessons WHERE id = (SELECT max(id) FROM schedule_lessons)");

    let audit_before = app.audit_count();
    let publish = app.post(&format!("/api/v1/timetable-runs/{id}/publish/"), &token, json!({})).await;
    assert_eq!(publish.status, StatusCode::OK, "{}", publish.body);
    assert_eq!(publish.body["result"]["lessons"].as_i64(), Some(placed));
    assert!(publish.body["result"]["run"]["published_at"].is_string());
    assert_eq!(app.count("SELECT count(*) FROM schedule_lessons WHERE deleted_at IS NULL"), published_before + placed);
    assert_eq!(app.audit_count(), audit_before + placed + 1, "each published lesson is audited, and the run");
    // The moved lesson is in its group's schedule where it was moved to.
    let group = moved["edu_group_id"].as_i64().unwrap();
    let schedule = app.get(&format!("/api/v1/schedules/?edu_group_id={group}&limit=10000"), &token).await;
    assert!(schedule.body["results"].as_array().unwrap().iter().any(|l| l["weekday"] == moved["weekday"]
        && l["class_hour_id"] == moved["class_hour_id"]
        && l["edu_subject_id"] == moved["edu_subject_id"]
        && l["start_date"] == moved["start_date"]));

    let twice = app.post(&format!("/api/v1/timetable-runs/{id}/publish/"), &token, json!({})).await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "timetable_run_published"));
    let late_move = app
        .put(
            &format!("/api/v1/timetable-runs/{id}/lessons/{a_id}/"),
            &token,
            json!({ "weekday": moved["weekday"], "class_hour_id": moved["class_hour_id"], "room_id": moved["room_id"], "version": moved["version"] }),
        )
        .await;
    assert_eq!(late_move.status, StatusCode::CONFLICT);

    // A new run goes round what is now published: the groups' hours are already covered.
    let second = start(&app, &token, 5).await;
    let second = finished(&app, &token, second).await;
    assert_eq!(second["status"], "DONE");
    assert!(second["total"].as_i64().unwrap() <= left_out, "{second}");
}

/// The audit records of a run, oldest first.
fn run_records(app: &TestApp, id: i64) -> Vec<Value> {
    app.audit_records_of("timetable_run", id)
}

#[actix_web::test]
async fn a_run_stops_when_asked_and_keeps_its_best_draft() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let id = start(&app, &token, 120).await;
    let records = run_records(&app, id);
    assert_eq!(records.len(), 1, "the start is audited");
    assert_eq!(records[0]["action"], "create");
    assert_eq!(records[0]["changes"]["seconds"], json!([null, 120]));
    assert_eq!(records[0]["institution_id"].as_i64(), Some(t.institution_id));
    actix_web::rt::time::sleep(Duration::from_millis(700)).await;
    let stop = app.post(&format!("/api/v1/timetable-runs/{id}/stop/"), &token, json!({})).await;
    assert_eq!(stop.status, StatusCode::OK, "{}", stop.body);
    let started = Instant::now();
    let run = finished(&app, &token, id).await;
    assert!(started.elapsed() < Duration::from_secs(10), "the stop reached the run");
    assert_eq!(run["status"], "STOPPED", "{run}");
    assert!(run["finished_at"].is_string(), "{run}");
    let records = run_records(&app, id);
    assert_eq!(records.len(), 2, "the stop is audited: {records:?}");
    assert_eq!((records[1]["action"].as_str(), &records[1]["changes"]["stop_requested"]), (Some("update"), &json!([false, true])));
    // A second stop of an ended run changes nothing and records nothing.
    let again = app.post(&format!("/api/v1/timetable-runs/{id}/stop/"), &token, json!({})).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(run_records(&app, id).len(), 2);
    let draft = app.get(&format!("/api/v1/timetable-runs/{id}/lessons/"), &token).await;
    assert_clash_free(draft.body["results"].as_array().unwrap());

    // Publishing the stopped run's draft is audited as a change of the run, beside its lessons.
    let publish = app.post(&format!("/api/v1/timetable-runs/{id}/publish/"), &token, json!({})).await;
    assert_eq!(publish.status, StatusCode::OK, "{}", publish.body);
    let records = run_records(&app, id);
    assert_eq!(records.len(), 3, "{records:?}");
    assert_eq!((records[2]["action"].as_str(), &records[2]["changes"]["published"]), (Some("update"), &json!([false, true])));
    // A refused publish (already published) records nothing.
    let twice = app.post(&format!("/api/v1/timetable-runs/{id}/publish/"), &token, json!({})).await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert_eq!(run_records(&app, id).len(), 3);
}

#[actix_web::test]
async fn earlier_runs_are_listed_newest_first_within_the_institution() {
    let app = TestApp::new().await;
    let own = app.own_university("KIU").await;
    let token = own.admin.clone();
    let (kiu, other) = (own.id, another(&app).await.0.id);
    app.exec(&format!(
        "INSERT INTO timetable_runs (institution_id, status, date_from, date_to, seconds, penalty, placed, total, published_at) VALUES \
         ({kiu}, 'STOPPED', '2026-09-01', '2026-12-31', 30, 40, 10, 12, now()), \
         ({other}, 'DONE', '2026-09-01', '2026-12-31', 5, 3, 4, 4, NULL), \
         ({kiu}, 'DONE', '2026-09-01', '2026-12-31', 60, 17, 11, 12, NULL)"
    ));
    let newest = app.count("SELECT max(id) FROM timetable_runs");
    let list = app.get("/api/v1/timetable-runs/", &token).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.body);
    assert_eq!(list.body["count"], 2, "{}", list.body);
    let results = list.body["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    assert!(results.iter().all(|r| r["institution_id"].as_i64() == Some(kiu)), "another institution's run is not listed");
    let (first, second) = (&results[0], &results[1]);
    assert_eq!(first["id"].as_i64(), Some(newest), "newest first");
    assert!(second["id"].as_i64() < first["id"].as_i64());
    assert_eq!((first["status"].as_str(), first["placed"].as_i64(), first["unplaced"].as_i64()), (Some("DONE"), Some(11), Some(1)));
    assert_eq!((first["penalty"].as_i64(), first["total"].as_i64()), (Some(17), Some(12)));
    assert!(first["started_at"].is_string() && first["finished_at"].is_string(), "{first}");
    assert_eq!((first["draft_open"].as_bool(), second["draft_open"].as_bool()), (Some(true), Some(false)), "a published draft is closed");
    assert!(first.get("unplaced_lessons").is_none() && !first["unplaced"].is_array(), "the list leaves out the lessons");

    // Paged: the second page of one holds the older run; asking for another institution changes nothing.
    let paged = app.get(&format!("/api/v1/timetable-runs/?limit=1&page=2&institution_id={other}"), &token).await;
    assert_eq!(paged.status, StatusCode::OK, "{}", paged.body);
    assert_eq!(paged.body["count"], 2);
    assert_eq!(paged.body["results"][0]["id"], second["id"]);
    let bad = app.get("/api/v1/timetable-runs/?limit=0", &token).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The ministry sees any institution's runs; a teacher none.
    let ministry = app.ministry().await;
    let theirs = app.get(&format!("/api/v1/timetable-runs/?institution_id={other}"), &ministry).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    assert_eq!(theirs.body["count"], 1);
    assert_eq!(theirs.body["results"][0]["institution_id"].as_i64(), Some(other));
    let teacher = teacher_at(&app, own.id).await;
    assert_eq!(app.get("/api/v1/timetable-runs/", &teacher).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/v1/timetable-runs/", "").await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn a_run_whose_stored_unplaced_lessons_are_malformed_answers_an_error_not_an_empty_list() {
    let app = TestApp::new().await;
    let own = app.own_university("KIU").await;
    let token = own.admin.clone();
    let kiu = own.id;
    app.exec(&format!(
        "INSERT INTO timetable_runs (institution_id, status, date_from, date_to, seconds, placed, total, unplaced) VALUES \
         ({kiu}, 'DONE', '2026-09-01', '2026-12-31', 5, 1, 2, '{{\"not\": \"a list\"}}')"
    ));
    let id = app.count("SELECT max(id) FROM timetable_runs");
    let run = app.get(&format!("/api/v1/timetable-runs/{id}/"), &token).await;
    assert_eq!((run.status, run.code()), (StatusCode::INTERNAL_SERVER_ERROR, "internal_error"), "{}", run.body);
}

#[actix_web::test]
async fn preferred_periods_are_kept_beside_unavailable_ones() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let aliyeva = t.teacher("Aliyeva");
    let (third, fourth) = (t.hour(3), t.hour(4));
    let body = json!({ "teacher_id": aliyeva, "kind": "PREFERRED", "weekday": 2, "class_hour_id": third });
    let created = app.post("/api/v1/teacher-unavailability/", &token, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["result"]["kind"], "PREFERRED");
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("teacher_unavailability"), Some("create")));
    assert_eq!(record["changes"]["kind"], json!([null, "PREFERRED"]));
    // A period is preferred or barred, never both.
    let barred = json!({ "teacher_id": aliyeva, "kind": "UNAVAILABLE", "weekday": 2, "class_hour_id": third });
    let twice = app.post("/api/v1/teacher-unavailability/", &token, barred).await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "duplicate"));
    // Without a kind, a period is barred.
    let plain =
        app.post("/api/v1/teacher-unavailability/", &token, json!({ "teacher_id": aliyeva, "weekday": 2, "class_hour_id": fourth })).await;
    assert_eq!(plain.status, StatusCode::CREATED, "{}", plain.body);
    assert_eq!(plain.body["result"]["kind"], "UNAVAILABLE");
    let unknown = json!({ "teacher_id": aliyeva, "kind": "SOMETIMES", "weekday": 3, "class_hour_id": fourth });
    let unknown = app.post("/api/v1/teacher-unavailability/", &token, unknown).await;
    assert!(unknown.status.is_client_error(), "{}", unknown.body);

    let list = app.get(&format!("/api/v1/teacher-unavailability/?teacher_id={aliyeva}"), &token).await;
    let kinds: Vec<(i64, &str)> = list.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| (u["class_hour_id"].as_i64().unwrap(), u["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(kinds, vec![(third, "PREFERRED"), (fourth, "UNAVAILABLE")]);
    // Karimov prefers the first two class hours of Monday to Wednesday.
    let karimov = t.teacher("Karimov");
    let his = app.get(&format!("/api/v1/teacher-unavailability/?teacher_id={karimov}"), &token).await;
    let preferred = his.body["results"].as_array().unwrap().iter().filter(|u| u["kind"] == "PREFERRED").count();
    assert_eq!(preferred, 6, "{}", his.body);

    // Removing a preferred period is audited as a deletion of it.
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.delete(&format!("/api/v1/teacher-unavailability/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    let record = app.last_audit_record();
    assert_eq!((record["action"].as_str(), &record["changes"]["kind"]), (Some("delete"), &json!(["PREFERRED", null])));
}

#[actix_web::test]
async fn runs_of_another_institution_are_not_found_and_a_teacher_may_not_start_one() {
    let app = TestApp::new().await;
    let own = app.own_university("KIU").await;
    let token = own.admin.clone();
    let (other, _) = another(&app).await;
    app.exec(&format!(
        "INSERT INTO timetable_runs (institution_id, status, date_from, date_to, seconds) \
         VALUES ({}, 'DONE', '2026-09-01', '2026-12-31', 5)",
        other.id
    ));
    let other = app.count("SELECT max(id) FROM timetable_runs");
    for path in [format!("/api/v1/timetable-runs/{other}/"), format!("/api/v1/timetable-runs/{other}/lessons/")] {
        assert_eq!(app.get(&path, &token).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let publish = app.post(&format!("/api/v1/timetable-runs/{other}/publish/"), &token, json!({})).await;
    assert_eq!(publish.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/timetable-runs/999999/", &token).await.status, StatusCode::NOT_FOUND);

    let teacher = teacher_at(&app, own.id).await;
    let refused = app.post("/api/v1/timetable-runs/", &teacher, json!({ "seconds": 5 })).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let bad = app.post("/api/v1/timetable-runs/", &token, json!({ "seconds": 3 })).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.body["error"]["fields"]["seconds"].is_array(), "{}", bad.body);
}

#[actix_web::test]
async fn weights_and_unavailable_periods_are_kept_per_institution_and_respected() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let settings = app.get("/api/v1/timetable-settings/", &token).await;
    assert_eq!(settings.status, StatusCode::OK, "{}", settings.body);
    assert_eq!(settings.body["result"]["compactness"], 2);
    assert_eq!(settings.body["result"]["version"], 0);
    let body = json!({ "compactness": 5, "min_working_days": 3, "room_stability": 0, "preferred_periods": 1, "version": 0 });
    let saved = app.put("/api/v1/timetable-settings/", &token, body.clone()).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("timetable_settings"), Some("update")));
    assert_eq!((saved.body["result"]["compactness"].as_i64(), saved.body["result"]["version"].as_i64()), (Some(5), Some(1)));
    let stale = app.put("/api/v1/timetable-settings/", &token, body).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    // A version at the top of the integers is stale too, not a server error.
    let topmost = json!({ "compactness": 5, "min_working_days": 3, "room_stability": 0, "preferred_periods": 1, "version": i32::MAX });
    let topmost = app.put("/api/v1/timetable-settings/", &token, topmost).await;
    assert_eq!((topmost.status, topmost.code()), (StatusCode::CONFLICT, "stale_version"));
    let out_of_range = app
        .put(
            "/api/v1/timetable-settings/",
            &token,
            json!({ "compactness": 101, "min_working_days": 3, "room_stability": 0, "preferred_periods": 1, "version": 1 }),
        )
        .await;
    assert_eq!(out_of_range.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Aliyeva cannot teach on any day's first two class hours.
    let aliyeva = t.teacher("Aliyeva");
    let hours: Vec<i64> = (1..=2).map(|n| t.hour(n)).collect();
    let mut first = None;
    for weekday in 1..=6 {
        for hour in &hours {
            let created = app
                .post(
                    "/api/v1/teacher-unavailability/",
                    &token,
                    json!({ "teacher_id": aliyeva, "weekday": weekday, "class_hour_id": hour }),
                )
                .await;
            assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
            first.get_or_insert(created.body["result"]["id"].as_i64().unwrap());
        }
    }
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("teacher_unavailability"), Some("create")));
    let twice = app
        .post("/api/v1/teacher-unavailability/", &token, json!({ "teacher_id": aliyeva, "weekday": 6, "class_hour_id": hours[1] }))
        .await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "duplicate"));
    let list = app.get(&format!("/api/v1/teacher-unavailability/?teacher_id={aliyeva}"), &token).await;
    assert_eq!(list.body["count"], 12);
    let (_, other_hour) = another(&app).await;
    let foreign = app
        .post("/api/v1/teacher-unavailability/", &token, json!({ "teacher_id": aliyeva, "weekday": 1, "class_hour_id": other_hour }))
        .await;
    assert_eq!(foreign.status, StatusCode::UNPROCESSABLE_ENTITY);

    let id = start(&app, &token, 5).await;
    let run = finished(&app, &token, id).await;
    assert_eq!(run["status"], "DONE", "{run}");
    let draft = app.get(&format!("/api/v1/timetable-runs/{id}/lessons/"), &token).await;
    for lesson in draft.body["results"].as_array().unwrap() {
        if lesson["teacher_id"].as_i64() == Some(aliyeva) {
            assert!(!hours.contains(&lesson["class_hour_id"].as_i64().unwrap()), "Aliyeva is barred then: {lesson}");
        }
    }

    let first = first.unwrap();
    assert_eq!(app.delete(&format!("/api/v1/teacher-unavailability/{first}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.delete(&format!("/api/v1/teacher-unavailability/{first}/"), &token).await.status, StatusCode::NOT_FOUND);
}

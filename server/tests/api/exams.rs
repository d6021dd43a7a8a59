//! Exam sessions on PostgreSQL: exams and lessons refuse each other's group, examiner and room at
//! one date and class hour, naming the clash; the exam dates its control sheet, shows on the
//! calendars and the printed week, and stays within its institution.

use actix_web::http::StatusCode;
use serde_json::{json, Value};

use crate::support::fixtures::{CurriculumBuilder, GroupBuilder, OwnInstitution};
use crate::support::teaching::{Teaching, TeachingBuilder};
use crate::support::{pdf_text, TestApp};

/// A university of the test's own in the teaching setting of its tests (the groups KI-26-01 to 03,
/// the teachers Aliyeva, Karimov and Yusupova, the rooms 101, 204, 305 and 310, Dasturlash asoslari
/// in the first semester, from September to January), with no lesson yet.
struct Campus {
    own: OwnInstitution,
    teaching: Teaching,
}

impl Campus {
    async fn build(app: &TestApp, code: &str) -> Campus {
        let own = app.own_university(code).await;
        let teaching = TeachingBuilder::new(&own).students(2).build(app).await;
        Campus { own, teaching }
    }

    /// A final of Dasturlash asoslari on Saturday 12.12.2026.
    fn exam(&self, group: &str, examiner: &str, room: &str, number: usize) -> Value {
        let t = &self.teaching;
        json!({
            "edu_group_id": t.group(group),
            "edu_subject_id": t.subject("DA"),
            "control": "FINAL",
            "date": "2026-12-12",
            "class_hour_id": t.hour(number),
            "room_id": t.room(room),
            "examiner_id": t.teacher(examiner),
        })
    }

    fn saturday_lesson(&self, group: &str, teacher: &str, room: &str, number: usize) -> Value {
        self.teaching.lesson(group, "DA", teacher, room, 6, number).body()
    }
}

#[actix_web::test]
async fn exams_and_lessons_refuse_each_others_group_examiner_and_room_naming_the_clash() {
    let app = TestApp::new().await;
    let c = Campus::build(&app, "IMT").await;
    let token = c.own.admin.clone();
    let created = app.post("/api/v1/exams/", &token, c.exam("KI-26-03", "Aliyeva", "101", 1)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!((result["control"].as_str(), result["attempt"].as_i64()), (Some("FINAL"), Some(1)));
    assert_eq!(result["examiner"]["full_name"], "Aliyeva Nodira Shavkatovna");
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("exam"), Some("create")));
    let group = c.teaching.group("KI-26-03");
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) FROM control_sheets WHERE edu_group_id = {group} AND control = 'FINAL' AND attempt = 1 \
             AND exam_date = '2026-12-12' AND examiner_id = {}",
            c.teaching.teacher("Aliyeva")
        )),
        1,
        "the final's control sheet takes the exam's date and examiner"
    );

    let exams = app.count("SELECT count(*) FROM exams");
    let busy = app.post("/api/v1/exams/", &token, c.exam("KI-26-02", "Karimov", "101", 1)).await;
    assert_eq!((busy.status, busy.code()), (StatusCode::CONFLICT, "schedule_room_busy"), "{}", busy.body);
    assert!(busy.message().contains("12.12.2026") && busy.message().contains("(imtihon)"), "{}", busy.message());
    let busy = app.post("/api/v1/exams/", &token, c.exam("KI-26-02", "Aliyeva", "305", 1)).await;
    assert_eq!((busy.status, busy.code()), (StatusCode::CONFLICT, "schedule_teacher_busy"));
    assert_eq!(app.count("SELECT count(*) FROM exams"), exams, "nothing refused was written");

    // A weekly Saturday lesson of the group runs over the exam's day: refused, naming the exam.
    let lesson = app.post("/api/v1/schedules/", &token, c.saturday_lesson("KI-26-03", "Karimov", "204", 1)).await;
    assert_eq!((lesson.status, lesson.code()), (StatusCode::CONFLICT, "schedule_group_busy"), "{}", lesson.body);
    assert!(lesson.message().contains("12.12.2026") && lesson.message().contains("(imtihon)"), "{}", lesson.message());
    // An exam over a lesson already there: refused, naming the lesson's weekday.
    let lesson = app.post("/api/v1/schedules/", &token, c.saturday_lesson("KI-26-02", "Karimov", "204", 2)).await;
    assert_eq!(lesson.status, StatusCode::CREATED, "{}", lesson.body);
    let over = app.post("/api/v1/exams/", &token, c.exam("KI-26-02", "Yusupova", "310", 2)).await;
    assert_eq!((over.status, over.code()), (StatusCode::CONFLICT, "schedule_group_busy"));
    assert!(over.message().contains("shanba") && !over.message().contains("imtihon"), "{}", over.message());

    // The exclusion constraint holds between exams when the check is bypassed.
    let sql = format!(
        "INSERT INTO exams (institution_id, edu_group_id, edu_subject_id, semester_number, control, attempt, date, class_hour_id, \
         room_id, examiner_id) SELECT institution_id, {}, edu_subject_id, semester_number, 'MIDTERM', 1, date, class_hour_id, \
         {}, examiner_id FROM exams WHERE id = {}",
        c.teaching.group("KI-26-01"),
        c.teaching.room("204"),
        result["id"]
    );
    let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).unwrap();
    assert!(diesel::RunQueryDsl::execute(diesel::sql_query(sql), &mut conn).is_err(), "the database refuses an examiner in two places");
}

#[actix_web::test]
async fn an_exam_is_moved_by_version_shown_on_calendars_and_the_printed_week_and_deleted() {
    let app = TestApp::new().await;
    let c = Campus::build(&app, "IMT").await;
    let token = c.own.admin.clone();
    let created = app.post("/api/v1/exams/", &token, c.exam("KI-26-03", "Aliyeva", "101", 1)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let group = c.teaching.group("KI-26-03");

    let mut moved = c.exam("KI-26-03", "Aliyeva", "101", 1);
    moved["date"] = json!("2026-12-19");
    moved["version"] = json!(1);
    let answer = app.put(&format!("/api/v1/exams/{id}/"), &token, moved.clone()).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!((answer.body["result"]["date"].as_str(), answer.body["result"]["version"].as_i64()), (Some("2026-12-19"), Some(2)));
    let stale = app.put(&format!("/api/v1/exams/{id}/"), &token, moved).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));

    let calendar = app.get(&format!("/api/v1/schedules/calendar/?edu_group_id={group}&month=2026-12"), &token).await;
    assert_eq!(calendar.status, StatusCode::OK, "{}", calendar.body);
    let days = calendar.body["result"]["days"].as_array().unwrap();
    let with_exams: Vec<&str> =
        days.iter().filter(|d| !d["exams"].as_array().unwrap().is_empty()).map(|d| d["date"].as_str().unwrap()).collect();
    assert_eq!(with_exams, ["2026-12-19"]);
    let room = c.teaching.room("101");
    let of_room = app.get(&format!("/api/v1/schedules/calendar/?room_id={room}&month=2026-12"), &token).await;
    assert!(of_room.body["result"]["days"].as_array().unwrap().iter().any(|d| !d["exams"].as_array().unwrap().is_empty()));

    let week = app.get(&format!("/api/v1/schedules/timetable/?edu_group_id={group}&date=2026-12-16"), &token).await;
    assert_eq!(week.status, StatusCode::OK);
    let text = pdf_text(&week.raw);
    assert!(text.contains("Imtihon: Yakuniy nazorat") && text.contains("Dasturlash asoslari"), "{text}");

    let listed = app.get(&format!("/api/v1/exams/?edu_group_id={group}&date_from=2026-12-01&date_to=2026-12-31"), &token).await;
    assert_eq!(listed.body["count"], 1, "{}", listed.body);
    // A span open at one end reaches the first (or last) day the database stores.
    let until = app.get(&format!("/api/v1/exams/?edu_group_id={group}&date_to=2026-12-31"), &token).await;
    assert_eq!(until.body["count"], 1, "{}", until.body);
    let since = app.get(&format!("/api/v1/exams/?edu_group_id={group}&date_from=2027-01-01"), &token).await;
    assert_eq!(since.body["count"], 0, "{}", since.body);
    let xlsx = app.get(&format!("/api/v1/exams/?edu_group_id={group}&format=xlsx"), &token).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.raw.starts_with(b"PK"), "an Excel file");

    assert_eq!(app.delete(&format!("/api/v1/exams/{id}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/exams/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.count(&format!("SELECT count(*) FROM control_sheets WHERE edu_group_id = {group} AND control = 'FINAL'")), 1);
}

#[actix_web::test]
async fn sundays_midterm_retakes_other_institutions_and_readers_are_refused() {
    let app = TestApp::new().await;
    let c = Campus::build(&app, "IMT").await;
    let token = c.own.admin.clone();
    let mut sunday = c.exam("KI-26-03", "Aliyeva", "101", 1);
    sunday["date"] = json!("2026-12-13");
    let refused = app.post("/api/v1/exams/", &token, sunday).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.body["error"]["fields"]["date"][0], "Imtihon yakshanba kuniga belgilanmaydi", "{}", refused.body);
    let mut retake = c.exam("KI-26-03", "Aliyeva", "101", 1);
    retake["control"] = json!("MIDTERM");
    retake["attempt"] = json!(2);
    let refused = app.post("/api/v1/exams/", &token, retake).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body["error"]["fields"]["attempt"][0].as_str().unwrap().starts_with("Qayta topshirish"), "{}", refused.body);
    // A third attempt follows a second one's sheet, as the sheets themselves do.
    let mut third = c.exam("KI-26-03", "Aliyeva", "101", 1);
    third["attempt"] = json!(3);
    let refused = app.post("/api/v1/exams/", &token, third).await;
    assert_eq!(
        refused.body["error"]["fields"]["attempt"][0], "Qayta topshirish qaydnomasi oldingi urinish qaydnomasidan keyin ochiladi",
        "{}",
        refused.body
    );

    let other = app.own_university("IMT-B").await;
    let theirs = CurriculumBuilder::new("Boshqa reja").approved().by(&other.admin).build(&app).await.id;
    let mut lyceum = c.exam("KI-26-03", "Aliyeva", "101", 1);
    lyceum["edu_group_id"] = json!(GroupBuilder::new("BQ-26-01", theirs).by(&other.admin).build(&app).await.id);
    assert_eq!(app.post("/api/v1/exams/", &token, lyceum).await.status, StatusCode::NOT_FOUND);
    let created = app.post("/api/v1/exams/", &token, c.exam("KI-26-03", "Aliyeva", "101", 1)).await;
    let id = created.body["result"]["id"].as_i64().unwrap();
    let lyceum_admin = other.admin.clone();
    assert_eq!(app.get(&format!("/api/v1/exams/{id}/"), &lyceum_admin).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/exams/", &lyceum_admin).await.body["count"], 0);
    let teacher = c.own.account(&app, "TEACHER").await;
    assert_eq!(app.post("/api/v1/exams/", &teacher, c.exam("KI-26-03", "Aliyeva", "204", 2)).await.status, StatusCode::FORBIDDEN);
}

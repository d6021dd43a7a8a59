//! The timetable on PostgreSQL: clashes named in 409, the rules of room size, the teacher's
//! subject and the semester, versions, deletes for a day or to the end, calendars, tenancy and the
//! teacher module.

use actix_web::http::StatusCode;
use chrono::{Datelike, Duration};
use serde_json::{json, Value};

use crate::support::fixtures::{created, AccountBuilder};
use crate::support::teaching::{in_institution, TeacherSpec, Teaching, TeachingBuilder, TopicBuilder};
use crate::support::{pdf_text, TestApp};

/// A university of the test's own and its teaching setting, nothing scheduled: the groups
/// KI-26-01 (split into two subgroups for DA), KI-26-02 and KI-26-03 in their first semester
/// (2026-09-01 to 2027-01-20), the teachers Aliyeva (OM, FIZ, DA), Yusupova (IT, OT) and
/// Karimov (DA, OM), and FIZ only in the second semester.
async fn kiu(app: &TestApp) -> Teaching {
    let own = app.own_university("KIU").await;
    TeachingBuilder::new(&own).split("KI-26-01", "DA", 2).build(app).await
}

/// Another university of the test's own teaching the same subjects: its group AL-26-01, its own
/// teachers (another Aliyeva among them) and rooms "12" and "14".
async fn another(app: &TestApp, first: &Teaching) -> Teaching {
    let own = app.own_university("ALU").await;
    TeachingBuilder::new(&own)
        .sharing(first)
        .building("Asosiy bino")
        .room("12", 1, 35, "LECTURE")
        .room("14", 1, 30, "LECTURE")
        .group("AL-26-01")
        .build(app)
        .await
}

/// A lesson on Saturday (free in the setting's timetable) at the given class hour.
fn lesson(t: &Teaching, group: &str, subgroup: Option<i64>, subject: &str, who: &str, room: &str, number: usize) -> Value {
    let lesson = t.lesson(group, subject, who, room, 6, number);
    match subgroup {
        Some(n) => lesson.subgroup(n).body(),
        None => lesson.body(),
    }
}

#[actix_web::test]
async fn a_group_subgroup_teacher_or_room_in_two_places_is_refused_naming_the_clash() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let first = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 1)).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
    let created = &first.body["result"];
    assert_eq!(created["start_date"], "2026-09-01", "the semester's first day when left out");
    assert_eq!(created["teacher"]["full_name"], "Aliyeva Nodira Shavkatovna");
    assert_eq!((created["weekday"].as_i64(), created["lesson_type"].as_str()), (Some(6), Some("LECTURE")));
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("schedule_lesson"), Some("create")));

    let before = app.count("SELECT count(*) FROM schedule_lessons");
    let busy = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "OT", "Yusupova", "310", 1)).await;
    assert_eq!((busy.status, busy.code()), (StatusCode::CONFLICT, "schedule_group_busy"), "{}", busy.body);
    assert!(busy.message().contains("KI-26-03") && busy.message().contains("101"), "{}", busy.message());
    let busy = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-02", None, "DA", "Aliyeva", "310", 1)).await;
    assert_eq!((busy.status, busy.code()), (StatusCode::CONFLICT, "schedule_teacher_busy"));
    assert!(busy.message().contains("Aliyeva Nodira") && busy.message().contains("KI-26-03"), "{}", busy.message());
    let busy = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-02", None, "OT", "Yusupova", "101", 1)).await;
    assert_eq!((busy.status, busy.code()), (StatusCode::CONFLICT, "schedule_room_busy"));
    assert!(busy.message().starts_with("101 xonasi"), "{}", busy.message());
    assert_eq!(app.count("SELECT count(*) FROM schedule_lessons"), before, "nothing refused was written");

    // Two subgroups share a slot; the whole group then cannot.
    let one = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-01", Some(1), "DA", "Aliyeva", "204", 2)).await;
    assert_eq!(one.status, StatusCode::CREATED, "{}", one.body);
    assert_eq!(one.body["result"]["subgroup_name"], "1-guruhcha");
    let two = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-01", Some(2), "DA", "Karimov", "305", 2)).await;
    assert_eq!(two.status, StatusCode::CREATED, "{}", two.body);
    let whole = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-01", None, "OT", "Yusupova", "310", 2)).await;
    assert_eq!((whole.status, whole.code()), (StatusCode::CONFLICT, "schedule_group_busy"));

    // Once the first series ends, its slot is free from that day on.
    let id = created["id"].as_i64().unwrap();
    let ended = app.delete(&format!("/api/v1/schedules/{id}/?scope=until_end&date=2026-12-05"), &token).await;
    assert_eq!(ended.status, StatusCode::NO_CONTENT, "{}", ended.body);
    let mut later = lesson(&t, "KI-26-03", None, "OT", "Yusupova", "310", 1);
    later["start_date"] = json!("2026-12-05");
    assert_eq!(app.post("/api/v1/schedules/", &token, later.clone()).await.status, StatusCode::CREATED);
    later["start_date"] = json!("2026-12-04");
    later["room_id"] = json!(t.room("305"));
    later["teacher_id"] = json!(t.teacher("Karimov"));
    later["edu_subject_id"] = json!(t.subject("DA"));
    let overlapping = app.post("/api/v1/schedules/", &token, later).await;
    assert_eq!(overlapping.code(), "schedule_group_busy", "the new series overlaps both");

    // The exclusion constraint holds even when the check is bypassed (two editors at once).
    let teacher_id = t.teacher("Aliyeva");
    let sql = format!(
        "INSERT INTO schedule_lessons (institution_id, edu_group_id, edu_subject_id, teacher_id, room_id, weekday, class_hour_id, \
         lesson_type, start_date, end_date) SELECT institution_id, {}, edu_subject_id, {teacher_id}, {}, 6, class_hour_id, 'LAB', \
         '2026-10-01', '2026-10-30' FROM schedule_lessons WHERE id = {}",
        t.group("KI-26-02"),
        t.room("310"),
        one.body["result"]["id"]
    );
    let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).unwrap();
    let refused = diesel::RunQueryDsl::execute(diesel::sql_query(sql), &mut conn);
    assert!(refused.is_err(), "the database refuses a teacher in two places");
}

#[actix_web::test]
async fn room_size_the_teachers_subject_the_semester_and_subgroups_are_checked() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let small_room = json!({ "building_id": t.building.id, "name": "Kichik", "floor": 1, "capacity": 5, "kind": "LECTURE" });
    let small_room = created(&app, &token, "/api/v1/rooms/", small_room).await.id;
    let field = |answer: &crate::support::Answer, name: &str| answer.body["error"]["fields"][name][0].as_str().unwrap_or("").to_string();
    let mut small = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 3);
    small["room_id"] = json!(small_room);
    let small = app.post("/api/v1/schedules/", &token, small).await;
    assert_eq!(small.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field(&small, "room_id").starts_with("Xona sig‘imi (5 o‘rin)"), "{}", small.body);
    let untaught = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "DA", "Yusupova", "101", 3)).await;
    assert_eq!(field(&untaught, "teacher_id"), "O‘qituvchi bu fan bo‘yicha o‘qituvchilik lavozimida emas");
    // Aliyeva teaches FIZ, which the curriculum has in the second semester only.
    let elsewhere = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "FIZ", "Aliyeva", "101", 3)).await;
    assert_eq!(field(&elsewhere, "edu_subject_id"), "Bu fan guruh o‘quv rejasida joriy semestrda yo‘q");
    let mut late = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 3);
    late["end_date"] = json!("2027-03-01");
    assert!(field(&app.post("/api/v1/schedules/", &token, late).await, "end_date").starts_with("Sana joriy semestr ichida"));
    let nosub = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", Some(3), "DA", "Aliyeva", "204", 3)).await;
    assert!(!field(&nosub, "subgroup").is_empty(), "{}", nosub.body);
    let mut wrong = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 3);
    wrong["weekday"] = json!(7);
    wrong["lesson_type"] = json!("LESSON");
    let wrong = app.post("/api/v1/schedules/", &token, wrong).await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(wrong.body["error"]["fields"]["weekday"].is_array() && wrong.body["error"]["fields"]["lesson_type"].is_array());
    // Another institution's room and teacher are not this one's.
    let other = another(&app, &t).await;
    let mut foreign = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 3);
    foreign["room_id"] = json!(other.room("12"));
    foreign["teacher_id"] = json!(other.teacher("Aliyeva"));
    let foreign = app.post("/api/v1/schedules/", &token, foreign).await;
    assert!(foreign.body["error"]["fields"]["room_id"].is_array() && foreign.body["error"]["fields"]["teacher_id"].is_array());
}

fn lessons_on(calendar: &Value, date: &str) -> Vec<Value> {
    calendar["days"].as_array().unwrap().iter().find(|d| d["date"] == date).unwrap()["lessons"].as_array().unwrap().clone()
}

fn dates_with_lessons(calendar: &Value) -> Vec<String> {
    calendar["days"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| !d["lessons"].as_array().unwrap().is_empty())
        .map(|d| d["date"].as_str().unwrap().to_string())
        .collect()
}

#[actix_web::test]
async fn versions_guard_moves_and_deletes_take_one_day_or_the_rest_of_the_series() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let created = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "204", 3)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let mut moved = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "204", 4);
    moved["version"] = json!(created.body["result"]["version"].as_i64().unwrap() + 1);
    let stale = app.put(&format!("/api/v1/schedules/{id}/"), &token, moved.clone()).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    moved["version"] = created.body["result"]["version"].clone();
    let saved = app.put(&format!("/api/v1/schedules/{id}/"), &token, moved).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["result"]["class_hour"]["number"], 4);

    let group_id = t.group("KI-26-03");
    let calendar = |month: &str| {
        let path = format!("/api/v1/schedules/calendar/?edu_group_id={group_id}&month={month}");
        let app = &app;
        let token = token.clone();
        async move { app.get(&path, &token).await }
    };
    let november = calendar("2026-11").await;
    assert_eq!(november.status, StatusCode::OK, "{}", november.body);
    let month = &november.body["result"];
    assert_eq!(month["days"].as_array().unwrap().len(), 30);
    assert_eq!(month["days"][0]["weekday"], 7, "1 November 2026 is a Sunday");
    assert_eq!(dates_with_lessons(month), ["2026-11-07", "2026-11-14", "2026-11-21", "2026-11-28"]);
    let one = &lessons_on(month, "2026-11-07")[0];
    assert_eq!((one["schedule_id"].as_i64(), one["class_hour"]["start_time"].as_str()), (Some(id), Some("13:30")));
    assert_eq!((one["room"]["name"].as_str(), one["edu_subject"]["code"].as_str()), (Some("204"), Some(t.subject_code("DA").as_str())));
    assert_eq!(one["edu_group"]["name"], "KI-26-03");

    assert_eq!(app.delete(&format!("/api/v1/schedules/{id}/?scope=day&date=2026-11-14"), &token).await.status, StatusCode::NO_CONTENT);
    let friday = app.delete(&format!("/api/v1/schedules/{id}/?scope=day&date=2026-11-13"), &token).await;
    assert_eq!(friday.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(friday.body["error"]["fields"]["date"].is_array());
    assert_eq!(
        app.delete(&format!("/api/v1/schedules/{id}/?scope=week&date=2026-11-13"), &token).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(app.delete(&format!("/api/v1/schedules/{id}/?scope=day"), &token).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        app.delete(&format!("/api/v1/schedules/{id}/?scope=until_end&date=2026-11-28"), &token).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(dates_with_lessons(&calendar("2026-11").await.body["result"]), ["2026-11-07", "2026-11-21"]);
    let stored = app.get(&format!("/api/v1/schedules/{id}/"), &token).await;
    assert_eq!(
        (stored.body["result"]["end_date"].as_str(), stored.body["result"]["skipped_dates"][0].as_str()),
        (Some("2026-11-27"), Some("2026-11-14"))
    );
    let empty = calendar("2027-03").await;
    assert_eq!(empty.body["result"]["has_lessons"], false);

    // The same lesson in the teacher's and the room's calendars, and in the filtered list.
    let teacher_id = t.teacher("Aliyeva");
    let of_teacher = app.get(&format!("/api/v1/schedules/calendar/?teacher_id={teacher_id}&month=2026-11"), &token).await;
    assert!(lessons_on(&of_teacher.body["result"], "2026-11-07").iter().any(|l| l["schedule_id"] == id));
    let room_id = t.room("204");
    let of_room = app.get(&format!("/api/v1/schedules/calendar/?room_id={room_id}&month=2026-11"), &token).await;
    assert!(lessons_on(&of_room.body["result"], "2026-11-21").iter().any(|l| l["schedule_id"] == id));
    let listed = app.get(&format!("/api/v1/schedules/?edu_group_id={group_id}"), &token).await;
    assert_eq!(listed.body["count"], 1);
    let neither = app.get("/api/v1/schedules/calendar/?month=2026-11", &token).await;
    assert_eq!(neither.status, StatusCode::UNPROCESSABLE_ENTITY);

    // From its first day, "until the end" takes the whole series off the timetable.
    assert_eq!(
        app.delete(&format!("/api/v1/schedules/{id}/?scope=until_end&date=2026-09-01"), &token).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.get(&format!("/api/v1/schedules/{id}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.last_audit_record()["action"], "delete");
}

#[actix_web::test]
async fn another_institutions_groups_lessons_teachers_and_rooms_are_not_found() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    t.lesson("KI-26-03", "DA", "Aliyeva", "101", 1, 1).build(&app).await;
    let other = another(&app, &t).await;
    let other_group = other.group("AL-26-01");
    let other_lesson = other.lesson("AL-26-01", "OM", "Aliyeva", "12", 3, 4).lesson_type("PRACTICE").build(&app).await.id;
    other.lesson("AL-26-01", "OM", "Aliyeva", "12", 6, 1).build(&app).await;
    other.lesson("AL-26-01", "IT", "Yusupova", "14", 6, 2).lesson_type("PRACTICE").build(&app).await;
    for path in [
        format!("/api/v1/schedules/{other_lesson}/"),
        format!("/api/v1/schedules/calendar/?edu_group_id={other_group}&month=2026-11"),
        format!("/api/v1/schedules/calendar/?teacher_id={}&month=2026-11", other.teacher("Aliyeva")),
        format!("/api/v1/schedules/calendar/?room_id={}&month=2026-11", other.room("12")),
    ] {
        assert_eq!(app.get(&path, &token).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(
        app.delete(&format!("/api/v1/schedules/{other_lesson}/?scope=day&date=2026-11-18"), &token).await.status,
        StatusCode::NOT_FOUND
    );
    let mut into_other = lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "101", 3);
    into_other["edu_group_id"] = json!(other_group);
    assert_eq!(app.post("/api/v1/schedules/", &token, into_other).await.status, StatusCode::NOT_FOUND);
    let listed = app.get("/api/v1/schedules/?limit=100", &token).await;
    assert_eq!(listed.body["count"], 1, "the institution's own lesson: {}", listed.body);
    assert!(listed.body["results"].as_array().unwrap().iter().all(|l| l["edu_group"]["name"] != "AL-26-01"));
    // The ministry sees both, and may filter by institution.
    let ministry = app.ministry().await;
    assert_eq!(app.get(&format!("/api/v1/schedules/?institution_id={}", other.institution_id), &ministry).await.body["count"], 3);
    // Without the permission: 403.
    let teacher = t.teacher_account(&app, "Aliyeva", "aliyeva.kiu").await;
    assert_eq!(app.get("/api/v1/schedules/", &teacher.token).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_week_prints_as_a_pdf_of_a_group_teacher_or_room_in_the_callers_language() {
    let app = TestApp::new().await;
    let t = kiu(&app).await;
    let token = t.admin.clone();
    let created = app.post("/api/v1/schedules/", &token, lesson(&t, "KI-26-03", None, "DA", "Aliyeva", "204", 3)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let group_id = t.group("KI-26-03");

    // Any day of the week prints Monday to Saturday; the lesson is on Saturday the 28th.
    let path = format!("/api/v1/schedules/timetable/?edu_group_id={group_id}&date=2026-11-25");
    let uz = app.get(&path, &token).await;
    assert_eq!(uz.status, StatusCode::OK, "{}", uz.body);
    assert_eq!(uz.headers.get("content-type").unwrap(), "application/pdf");
    assert!(uz.headers.get("content-disposition").unwrap().to_str().unwrap().contains("timetable-2026-11-25.pdf"));
    let text = pdf_text(&uz.raw);
    for word in [
        "Haftalik dars jadvali",
        "Guruh: KI-26-03",
        "23.11.2026 – 28.11.2026",
        "Shanba",
        "Dasturlash asoslari",
        "Aliyeva",
        "204",
        "11:30–12:50",
    ] {
        assert!(text.contains(word), "{word:?} not in:\n{text}");
    }

    let ru = app.request(actix_web::http::Method::GET, &path, Some(&token), None, "ru").await;
    let text = pdf_text(&ru.raw);
    for word in ["Группа: KI-26-03", "Суббота", "программирования", "Лекция"] {
        assert!(text.contains(word), "{word:?} not in:\n{text}");
    }
    // In Uzbek in Cyrillic every printed word is Cyrillic; what people typed (the group's name, the
    // teacher's, the room's) stays as it was typed.
    let cyrillic = app.request(actix_web::http::Method::GET, &path, Some(&token), None, "uz-Cyrl").await;
    let text = pdf_text(&cyrillic.raw);
    for word in ["Ҳафталик дарс жадвали", "Гуруҳ: KI-26-03", "Шанба", "Дастурлаш асослари", "Маъруза", "Aliyeva", "204"]
    {
        assert!(text.contains(word), "{word:?} not in:\n{text}");
    }
    for latin in ["Haftalik", "Guruh", "Shanba", "Dasturlash", "Ma’ruza"] {
        assert!(!text.contains(latin), "{latin:?} in:\n{text}");
    }
    // A room's week names the group and the teacher; a teacher's names the group and the room.
    let of_room = app.get(&format!("/api/v1/schedules/timetable/?room_id={}&date=2026-11-28", t.room("204")), &token).await;
    let text = pdf_text(&of_room.raw);
    assert!(text.contains("Xona: 204") && text.contains("KI-26-03") && text.contains("Aliyeva"), "{text}");
    let teacher_id = t.teacher("Aliyeva");
    let of_teacher = app.get(&format!("/api/v1/schedules/timetable/?teacher_id={teacher_id}&date=2026-11-28"), &token).await;
    assert!(pdf_text(&of_teacher.raw).contains("O‘qituvchi: Aliyeva"));
    // A week outside the semester says it has no lessons.
    let summer = app.get(&format!("/api/v1/schedules/timetable/?edu_group_id={group_id}&date=2027-07-14"), &token).await;
    assert!(pdf_text(&summer.raw).contains("Bu haftada dars yo‘q"));

    let no_date = app.get(&format!("/api/v1/schedules/timetable/?edu_group_id={group_id}"), &token).await;
    assert_eq!(no_date.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(no_date.body["error"]["fields"]["date"].is_array());
    let other = another(&app, &t).await;
    let other_group = other.group("AL-26-01");
    let foreign = app.get(&format!("/api/v1/schedules/timetable/?edu_group_id={other_group}&date=2026-11-25"), &token).await;
    assert_eq!(foreign.status, StatusCode::NOT_FOUND);
    let teacher = t.teacher_account(&app, "Aliyeva", "aliyeva.kiu").await;
    assert_eq!(app.get(&path, &teacher.token).await.status, StatusCode::FORBIDDEN);
}

/// A teacher working at two universities of the test's own, with her lessons and topics there.
struct TwoPosts {
    kiu: Teaching,
    alu: Teaching,
    /// Her token with KIU current.
    token: String,
    /// Her topics of OM at KIU, in their order.
    topics: Vec<i64>,
    /// Her topic of OM at ALU.
    alu_topic: i64,
}

/// Aliyeva teaches OM, FIZ and DA at KIU (OM to KI-26-01 on Mondays at the first class hour, and
/// DA to KI-26-01's subgroups and KI-26-03), where Karimov lectures DA to KI-26-01 on Tuesdays at
/// the first class hour; and part-time OM and IT at ALU, whose group AL-26-01 is in a semester
/// that began ten weeks before this week (so her month is never empty). A TEACHER account of
/// hers is at both, with six topics of OM at KIU and one at ALU.
async fn two_posts(app: &TestApp) -> TwoPosts {
    let kiu = kiu(app).await;
    let today = (chrono::Utc::now() + Duration::hours(5)).date_naive();
    let monday = today - Duration::days(i64::from(today.weekday().num_days_from_monday()));
    let own = app.own_university("ALU").await;
    let alu = TeachingBuilder::new(&own)
        .sharing(&kiu)
        .building("Asosiy bino")
        .room("12", 1, 35, "LECTURE")
        .room("14", 1, 30, "LECTURE")
        .class_hours(&[("08:00", "08:45"), ("08:55", "09:40"), ("09:50", "10:35"), ("10:45", "11:30")])
        .first_semester(monday - Duration::weeks(10))
        .teacher(TeacherSpec::same_as(&kiu, "Aliyeva", &["OM", "IT"]).post("O‘qituvchi", "EXTERNAL_PART_TIME", 0.5))
        .group("AL-26-01")
        .build(app)
        .await;
    kiu.lesson("KI-26-01", "OM", "Aliyeva", "101", 1, 1).build(app).await;
    kiu.lesson("KI-26-02", "OM", "Aliyeva", "310", 1, 2).lesson_type("PRACTICE").build(app).await;
    kiu.lesson("KI-26-01", "DA", "Aliyeva", "204", 3, 1).subgroup(1).lesson_type("LAB").build(app).await;
    kiu.lesson("KI-26-01", "DA", "Aliyeva", "204", 3, 2).subgroup(2).lesson_type("LAB").build(app).await;
    kiu.lesson("KI-26-03", "DA", "Aliyeva", "101", 5, 2).build(app).await;
    kiu.lesson("KI-26-01", "DA", "Karimov", "101", 2, 1).build(app).await;
    kiu.lesson("KI-26-02", "IT", "Yusupova", "310", 3, 3).lesson_type("PRACTICE").build(app).await;
    alu.lesson("AL-26-01", "OM", "Aliyeva", "12", 3, 4).lesson_type("PRACTICE").build(app).await;
    alu.lesson("AL-26-01", "OM", "Aliyeva", "12", 6, 1).build(app).await;
    alu.lesson("AL-26-01", "IT", "Aliyeva", "14", 6, 2).lesson_type("PRACTICE").build(app).await;

    let account = AccountBuilder::new("aliyeva")
        .role("TEACHER")
        .at(kiu.institution_id)
        .at(alu.institution_id)
        .pinfl(&kiu.pinfl_of("Aliyeva"))
        .build(app)
        .await;
    let at_alu = in_institution(app, &account.token, alu.institution_id).await;
    let alu_topic = TopicBuilder::new(alu.subject("OM"), "Sonlar to‘plami", 1).by(&at_alu).build(app).await.id;
    // A change of institution ends the session it was asked with.
    let token = in_institution(app, &at_alu, kiu.institution_id).await;
    let mut topics = Vec::new();
    for (order, name) in [
        "Matritsalar va determinantlar",
        "Chiziqli tenglamalar sistemasi",
        "Vektorlar algebrasi",
        "Funksiya limiti",
        "Hosila va uning tatbiqlari",
        "Aniqmas integral",
    ]
    .iter()
    .enumerate()
    {
        topics.push(TopicBuilder::new(kiu.subject("OM"), name, order as i64 + 1).by(&token).build(app).await.id);
    }
    TwoPosts { kiu, alu, token, topics, alu_topic }
}

#[actix_web::test]
async fn the_teacher_sees_own_subjects_topics_groups_and_calendar_across_institutions() {
    let app = TestApp::new().await;
    let TwoPosts { kiu, alu, token, alu_topic, .. } = two_posts(&app).await;
    let subjects = app.get("/api/v1/teachers/edu-subjects/", &token).await;
    let codes: Vec<&str> = subjects.body["results"].as_array().unwrap().iter().map(|s| s["code"].as_str().unwrap()).collect();
    assert_eq!(codes.len(), 3, "{codes:?}");
    assert!(codes.contains(&kiu.subject_code("OM").as_str()) && codes.contains(&kiu.subject_code("DA").as_str()));

    let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
    let month = today.format("%Y-%m").to_string();
    let calendar = app.get(&format!("/api/v1/teachers/class-schedule/?month={month}"), &token).await;
    assert_eq!(calendar.status, StatusCode::OK, "{}", calendar.body);
    assert_eq!(calendar.body["result"]["has_lessons"], true, "her month is never empty");
    let lyceum = alu.institution_id;
    let all: Vec<Value> =
        calendar.body["result"]["days"].as_array().unwrap().iter().flat_map(|d| d["lessons"].as_array().unwrap().clone()).collect();
    assert!(all.iter().any(|l| l["institution"]["id"] == lyceum), "lessons of the other institution too");
    assert!(all.iter().all(|l| l["teacher"]["full_name"] == "Aliyeva Nodira Shavkatovna"));
    let only = app.get(&format!("/api/v1/teachers/class-schedule/?month={month}&institution_id={lyceum}"), &token).await;
    assert!(only.body["result"]["days"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["lessons"].as_array().unwrap().clone())
        .all(|l| l["institution"]["id"] == lyceum));

    let groups = app.get("/api/v1/teachers/edu-groups/", &token).await;
    let rows = groups.body["results"].as_array().unwrap();
    let om_code = kiu.subject_code("OM");
    let at1 = rows.iter().find(|r| r["edu_group"]["name"] == "KI-26-01" && r["edu_subject"]["code"] == om_code.as_str()).unwrap();
    assert!(at1["lessons_held"].as_i64().unwrap() > 0);
    assert_eq!(at1["lessons_held"].as_i64().unwrap(), at1["topics_entered"].as_i64().unwrap() + at1["topics_left"].as_i64().unwrap());
    assert!(rows.iter().all(|r| r["edu_group"]["name"] != "AL-26-01"), "the current institution's groups only");

    // Topics: own subjects only, versions, another teacher's (or post's) topic is not found.
    let om = kiu.subject("OM");
    let created = app
        .post(
            "/api/v1/teachers/topics/",
            &token,
            json!({"edu_subject_id": om, "name": "Integral tatbiqlari", "hours": 2, "lesson_type": "PRACTICE", "order": 7}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let refused = app
        .post(
            "/api/v1/teachers/topics/",
            &token,
            json!({"edu_subject_id": kiu.subject("OT"), "name": "X", "hours": 2, "lesson_type": "LECTURE", "order": 1}),
        )
        .await;
    assert!(refused.body["error"]["fields"]["edu_subject_id"].is_array(), "{}", refused.body);
    let listed = app.get(&format!("/api/v1/teachers/topics/?edu_subject_id={om}"), &token).await;
    assert_eq!(listed.body["count"], 7);
    let topic = created.body["result"].clone();
    let mut edit =
        json!({"edu_subject_id": om, "name": "Integral tatbiqlari (2)", "hours": 4, "lesson_type": "PRACTICE", "order": 7, "version": 9});
    assert_eq!(app.put(&format!("/api/v1/teachers/topics/{}/", topic["id"]), &token, edit.clone()).await.code(), "stale_version");
    edit["version"] = topic["version"].clone();
    assert_eq!(app.put(&format!("/api/v1/teachers/topics/{}/", topic["id"]), &token, edit).await.body["result"]["hours"], 4);
    assert_eq!(app.get(&format!("/api/v1/teachers/topics/{alu_topic}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/teachers/topics/{}/", topic["id"]), &token).await.status, StatusCode::NO_CONTENT);
}

#[actix_web::test]
async fn topics_are_recorded_only_for_the_teachers_own_held_lessons() {
    let app = TestApp::new().await;
    let TwoPosts { kiu, token, topics, alu_topic, .. } = two_posts(&app).await;
    let (at1, om) = (kiu.group("KI-26-01"), kiu.subject("OM"));
    let hour1 = kiu.hour(1);
    let topics: Vec<i64> = topics[..2].to_vec();
    let path = format!("/api/v1/teachers/edu-groups/{at1}/edu_subjects/{om}/add-topics/");
    // 7 September 2026: the first Monday of the semester, her lecture at the first class hour.
    let added = app.post(&path, &token, json!({"date": "2026-09-07", "class_hour_id": hour1, "topic_ids": topics})).await;
    assert_eq!(added.status, StatusCode::OK, "{}", added.body);
    assert_eq!(added.body["result"]["topic_ids"], json!(topics));
    let journal = app.get(&format!("/api/v1/teachers/edu-groups/{at1}/edu_subjects/{om}/lessons/"), &token).await;
    assert_eq!(journal.status, StatusCode::OK, "{}", journal.body);
    let first = &journal.body["result"]["lessons"][0];
    assert_eq!((first["date"].as_str(), first["topics"].as_array().map(Vec::len)), (Some("2026-09-07"), Some(2)));
    let result = &journal.body["result"];
    assert_eq!(result["lessons_held"].as_i64(), Some(result["topics_entered"].as_i64().unwrap() + result["topics_left"].as_i64().unwrap()));

    let future = (chrono::Utc::now() + chrono::Duration::days(8)).date_naive().format("%Y-%m-%d").to_string();
    let refused = app.post(&path, &token, json!({"date": future, "class_hour_id": hour1, "topic_ids": topics})).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.body["error"]["fields"]["date"][0], "Hali o‘tilmagan dars uchun mavzu kiritib bo‘lmaydi");
    let not_hers = app.post(&path, &token, json!({"date": "2026-09-07", "class_hour_id": kiu.hour(4), "topic_ids": topics})).await;
    assert_eq!((not_hers.status, not_hers.code()), (StatusCode::UNPROCESSABLE_ENTITY, "lesson_not_held"));
    // Karimov's lecture to KI-26-01 on Tuesdays.
    let (di1, da) = (kiu.group("KI-26-01"), kiu.subject("DA"));
    let karimovs = app
        .post(
            &format!("/api/v1/teachers/edu-groups/{di1}/edu_subjects/{da}/add-topics/"),
            &token,
            json!({"date": "2026-09-08", "class_hour_id": hour1, "topic_ids": topics}),
        )
        .await;
    assert_eq!(karimovs.code(), "lesson_not_held");
    let foreign = app.post(&path, &token, json!({"date": "2026-09-07", "class_hour_id": hour1, "topic_ids": [alu_topic]})).await;
    assert!(foreign.body["error"]["fields"]["topic_ids"].is_array(), "{}", foreign.body);
    // A recorded topic stays; the journal of a group she does not teach is not found.
    assert_eq!(app.delete(&format!("/api/v1/teachers/topics/{}/", topics[0]), &token).await.status, StatusCode::CONFLICT);
    assert_eq!(
        app.get(&format!("/api/v1/teachers/edu-groups/{di1}/edu_subjects/{}/lessons/", kiu.subject("OT")), &token).await.status,
        StatusCode::NOT_FOUND
    );
}

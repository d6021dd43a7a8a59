//! The teaching journal on PostgreSQL: a teacher takes the roll of their own lesson inside its
//! window, a correction needs its permission and a reason, an excuse turns exactly its span,
//! thresholds, control sheets with admission, closing and their printed form, results equal to a
//! hand computation, assessment plans, and tenancy. Every test builds its own world through the
//! API on a clock that reads a Wednesday.

use actix_web::http::StatusCode;
use chrono::{Duration, NaiveDate};
use serde_json::{json, Value};

use crate::support::fixtures::{
    created, AccountBuilder, CurriculumBuilder, CurriculumTemplateBuilder, GroupBuilder, OwnInstitution, StaffBuilder, StudentBuilder,
    SubjectBuilder,
};
use crate::support::teaching::{BuildingBuilder, ClassHourBuilder, RoomBuilder};
use crate::support::TestApp;

/// A group of four students on a hundred-point curriculum whose first semester holds today, its
/// teacher (a user of her own) with weekly lessons on Monday, Wednesday (today) and Friday, and
/// another teacher of the university.
struct World {
    app: TestApp,
    today: NaiveDate,
    own: OwnInstitution,
    admin: String,
    teacher: String,
    other: String,
    curriculum: i64,
    group: i64,
    subject: i64,
    students: Vec<i64>,
    /// Weekday → the weekly lesson.
    monday: i64,
    wednesday: i64,
    friday: i64,
}

impl World {
    fn day(&self, weekday: u32) -> NaiveDate {
        // Monday two days ago, Friday two days ahead.
        self.today + Duration::days(i64::from(weekday) - 3)
    }

    fn roll_path(&self, lesson: i64, date: NaiveDate) -> String {
        format!("/api/v1/journal/lessons/{lesson}/{}/", date.format("%Y-%m-%d"))
    }

    /// The roll as the screen sends it: everybody present unless named.
    fn roll(&self, version: i64, changes: &[(usize, &str, Option<i64>)]) -> Value {
        let entries: Vec<Value> = self
            .students
            .iter()
            .enumerate()
            .map(|(i, id)| match changes.iter().find(|(n, _, _)| *n == i) {
                Some((_, attendance, mark)) => json!({ "student_id": id, "attendance": attendance, "mark": mark }),
                None => json!({ "student_id": id, "attendance": "PRESENT" }),
            })
            .collect();
        json!({ "entries": entries, "topic_ids": [], "version": version, "reason": "" })
    }

    async fn build() -> World {
        let (app, today) = TestApp::on_a_wednesday().await;
        let own = app.own_university("JRN").await;
        let admin = own.admin.clone();
        let subject =
            SubjectBuilder::new("JR-101").named("Oliy matematika", "Высшая математика", "Higher mathematics").build(&app).await.id;
        let template = CurriculumTemplateBuilder::new("Jurnal sinovi (namunaviy)").subject(subject, 240).build(&app).await.id;
        let curriculum = CurriculumBuilder::new("Jurnal sinovi")
            .template(template)
            .by(&admin)
            .rating("HUNDRED_POINT")
            .starting(i64::from(chrono::Datelike::year(&(today - Duration::days(60)))))
            .first_semester(today - Duration::days(60))
            .semesters(4)
            .approved()
            .build(&app)
            .await
            .id;
        let group = GroupBuilder::new("JR-26-01", curriculum).by(&admin).build(&app).await.id;
        let names = ["Abdullayev Sardor", "Bakirova Malika", "Qodirov Jasur", "Rahimova Zarina"];
        let mut students = Vec::new();
        for (i, name) in names.iter().enumerate() {
            students.push(StudentBuilder::new(group, 900 + i as u32).named(name).by(&admin).build(&app).await.id);
        }
        let teacher_staff = StaffBuilder::new(801).position(&app, "Dotsent", "MAIN", 1.0, &[subject]).by(&admin).build(&app).await;
        let other_staff = StaffBuilder::new(802).position(&app, "Dotsent", "MAIN", 1.0, &[subject]).by(&admin).build(&app).await;
        let teacher = AccountBuilder::new("jr.teacher").role("TEACHER").at(own.id).person_of(&teacher_staff).build(&app).await.token;
        let other = AccountBuilder::new("jr.other").role("TEACHER").at(own.id).person_of(&other_staff).build(&app).await.token;
        let teacher_staff = teacher_staff.id;
        let hour = ClassHourBuilder::new(9, "18:00", "19:20").by(&admin).build(&app).await.id;
        let building = BuildingBuilder::new("A bino").by(&admin).build(&app).await.id;
        let room = RoomBuilder::new(building, "101").by(&admin).build(&app).await.id;
        let mut lessons = Vec::new();
        for weekday in [1, 3, 5] {
            let body = json!({
                "edu_group_id": group, "subgroup": null, "edu_subject_id": subject, "teacher_id": teacher_staff,
                "room_id": room, "weekday": weekday, "class_hour_id": hour, "lesson_type": "LECTURE",
            });
            lessons.push(created(&app, &admin, "/api/v1/schedules/", body).await.id);
        }
        World {
            app,
            today,
            own,
            admin,
            teacher,
            other,
            curriculum,
            group,
            subject,
            students,
            monday: lessons[0],
            wednesday: lessons[1],
            friday: lessons[2],
        }
    }
}

fn entry(roll: &Value, student: i64) -> &Value {
    roll["entries"].as_array().unwrap().iter().find(|e| e["student_id"] == student).unwrap()
}

#[actix_web::test]
async fn a_teacher_takes_todays_roll_whole_and_the_counts_follow() {
    let w = World::build().await;
    let today = w.today.format("%Y-%m-%d").to_string();
    let lessons = w.app.get("/api/v1/journal/lessons/", &w.teacher).await;
    assert_eq!(lessons.status, StatusCode::OK, "{}", lessons.body);
    let mine: Vec<&Value> = lessons.body["results"].as_array().unwrap().iter().filter(|l| l["schedule_id"] == w.wednesday).collect();
    assert_eq!(mine.len(), 1, "{}", lessons.body);
    assert_eq!((mine[0]["date"].as_str(), mine[0]["journal_state"].as_str()), (Some(today.as_str()), Some("OPEN")));

    let path = w.roll_path(w.wednesday, w.today);
    let fresh = w.app.get(&path, &w.teacher).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.body);
    let fresh = &fresh.body["result"];
    assert_eq!((fresh["taken"].as_bool(), fresh["may_record"].as_bool(), fresh["version"].as_i64()), (Some(false), Some(true), Some(0)));
    assert_eq!(fresh["entries"].as_array().unwrap().len(), 4);
    assert!(fresh["entries"].as_array().unwrap().iter().all(|e| e["attendance"] == "PRESENT"));

    let audits = w.app.audit_count();
    let roll = w.roll(0, &[(0, "ABSENT", None), (1, "LATE", Some(85)), (2, "PRESENT", Some(90))]);
    let saved = w.app.put(&path, &w.teacher, roll).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let saved = &saved.body["result"];
    assert_eq!((saved["taken"].as_bool(), saved["version"].as_i64()), (Some(true), Some(1)));
    assert_eq!(entry(saved, w.students[1])["mark"], 85);
    assert_eq!(w.app.audit_count(), audits + 1, "one audit record for the whole roll");
    let record = w.app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["entity_id"].as_i64()), (Some("lesson_roll"), Some(w.wednesday)));

    // The group's journal shows the cells, the absence hours and JN: 85 and 90 of 100 are 34 and 36 of 40.
    let journal = w.app.get(&format!("/api/v1/journal/groups/{}/?edu_subject_id={}", w.group, w.subject), &w.admin).await;
    assert_eq!(journal.status, StatusCode::OK, "{}", journal.body);
    let journal = &journal.body["result"];
    let column = journal["lessons"].as_array().unwrap().iter().position(|l| l["schedule_id"] == w.wednesday && l["date"] == today).unwrap();
    let row = |student: i64| journal["students"].as_array().unwrap().iter().find(|s| s["student_id"] == student).unwrap().clone();
    assert_eq!(row(w.students[0])["cells"][column]["attendance"], "ABSENT");
    assert_eq!(row(w.students[0])["absent_hours"], 2);
    assert_eq!(row(w.students[1])["result"]["current"], 34.0);
    assert_eq!(row(w.students[2])["result"]["current"], 36.0);

    // A second editor with the old version changes nothing; the right version moves the counts back.
    let stale = w.app.put(&path, &w.teacher, w.roll(0, &[])).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    let corrected = w.app.put(&path, &w.teacher, w.roll(1, &[(1, "LATE", Some(85)), (2, "PRESENT", Some(90))])).await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.body);
    let hours = w.app.count(&format!("SELECT COALESCE(sum(unexcused_hours), 0) FROM absence_totals WHERE student_id = {}", w.students[0]));
    assert_eq!(hours, 0);
    let lessons = w.app.get("/api/v1/journal/lessons/", &w.teacher).await;
    let mine = lessons.body["results"].as_array().unwrap().iter().find(|l| l["schedule_id"] == w.wednesday).unwrap().clone();
    assert_eq!(mine["journal_state"], "TAKEN");
}

#[actix_web::test]
async fn only_the_lessons_own_teacher_records_it_and_only_inside_its_window() {
    let w = World::build().await;
    let today = w.roll_path(w.wednesday, w.today);
    assert_eq!(w.app.get(&today, &w.other).await.status, StatusCode::NOT_FOUND, "another teacher does not see it");
    assert_eq!(w.app.put(&today, &w.other, w.roll(0, &[])).await.status, StatusCode::NOT_FOUND);

    let monday = w.roll_path(w.monday, w.day(1));
    let late = w.app.put(&monday, &w.teacher, w.roll(0, &[(0, "ABSENT", None)])).await;
    assert_eq!((late.status, late.code()), (StatusCode::CONFLICT, "roll_window_closed"), "{}", late.body);
    let friday = w.roll_path(w.friday, w.day(5));
    let early = w.app.put(&friday, &w.teacher, w.roll(0, &[])).await;
    assert_eq!((early.status, early.code()), (StatusCode::CONFLICT, "roll_not_yet"));
    let stored = format!("SELECT count(*) FROM journal_rolls WHERE schedule_lesson_id IN ({}, {})", w.monday, w.friday);
    assert_eq!(w.app.count(&stored), 0, "a refused roll writes nothing");

    // The administrator corrects Monday's roll: only with a reason, which the audit keeps.
    let without = w.app.put(&monday, &w.admin, w.roll(0, &[(0, "ABSENT", None)])).await;
    assert_eq!(without.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(without.body["error"]["fields"]["reason"].is_array(), "{}", without.body);
    let mut roll = w.roll(0, &[(0, "ABSENT", None)]);
    roll["reason"] = json!("O‘qituvchi kasal bo‘lgan");
    let corrected = w.app.put(&monday, &w.admin, roll).await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.body);
    let record = w.app.last_audit_record();
    assert_eq!(record["changes"]["reason"][1], "O‘qituvchi kasal bo‘lgan");

    // A teacher may not correct; the institution may widen its window.
    let settings = format!("/api/v1/institutions/{}/journal-settings/", w.own.id);
    let current = w.app.get(&settings, &w.admin).await.body["result"].clone();
    let mut wider = current.clone();
    wider["window_days"] = json!(3);
    let saved = w.app.put(&settings, &w.admin, wider).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let again = w.app.put(&monday, &w.teacher, w.roll(1, &[])).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    assert_eq!(w.app.put(&settings, &w.admin, current).await.code(), "stale_version");
}

#[actix_web::test]
async fn a_roll_names_every_student_once_with_marks_on_the_plans_scale() {
    let w = World::build().await;
    let path = w.roll_path(w.wednesday, w.today);
    let before = w.app.count("SELECT count(*) FROM journal_rolls");
    let mut missing = w.roll(0, &[]);
    missing["entries"].as_array_mut().unwrap().pop();
    let refused = w.app.put(&path, &w.teacher, missing).await;
    assert_eq!(
        refused.body["error"]["fields"]["entries"][0],
        "Davomatda darsning barcha talabalari bir martadan bo‘lishi kerak: 1 ta talaba yo‘q"
    );
    let wrong = w.app.put(&path, &w.teacher, w.roll(0, &[(0, "PRESENT", Some(101)), (1, "ABSENT", Some(70)), (2, "ASLEEP", None)])).await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = &wrong.body["error"]["fields"];
    assert_eq!(fields["entries.0.mark"][0], "Qiymat 0 dan 100 gacha bo‘lishi kerak");
    assert_eq!(fields["entries.1.mark"][0], "Darsda bo‘lmagan talabaga baho qo‘yilmaydi");
    assert!(fields["entries.2.attendance"].is_array());
    let other_group = GroupBuilder::new("JR-26-09", w.curriculum).by(&w.admin).build(&w.app).await.id;
    let outsider = StudentBuilder::new(other_group, 990).named("Sobirov Anvar").by(&w.admin).build(&w.app).await.id;
    let mut stranger = w.roll(0, &[]);
    stranger["entries"][3]["student_id"] = json!(outsider);
    assert!(w.app.put(&path, &w.teacher, stranger).await.body["error"]["fields"]["entries.3.student_id"].is_array());
    assert_eq!(w.app.count("SELECT count(*) FROM journal_rolls"), before, "a refused roll writes nothing");
}

#[actix_web::test]
async fn an_excuse_turns_exactly_its_span_and_later_rolls_follow_it() {
    let w = World::build().await;
    let mut monday = w.roll(0, &[(0, "ABSENT", None)]);
    monday["reason"] = json!("Kechikib kiritildi");
    assert_eq!(w.app.put(&w.roll_path(w.monday, w.day(1)), &w.admin, monday).await.status, StatusCode::OK);
    let today = w.roll_path(w.wednesday, w.today);
    assert_eq!(w.app.put(&today, &w.teacher, w.roll(0, &[(0, "ABSENT", None)])).await.status, StatusCode::OK);
    let student = w.students[0];
    let hours =
        |kind: &str| w.app.count(&format!("SELECT COALESCE(sum({kind}_hours), 0) FROM absence_totals WHERE student_id = {student}"));
    assert_eq!((hours("unexcused"), hours("excused")), (4, 0));

    // The dean's office excuses Monday to Tuesday: Monday's absence turns, Wednesday's stays.
    let path = format!("/api/v1/journal/absences/{student}/excuse/");
    let span = |from: NaiveDate, to: NaiveDate| {
        json!({
            "date_from": from.format("%Y-%m-%d").to_string(), "date_to": to.format("%Y-%m-%d").to_string(),
            "reason": "Kasallik", "document": "095-shakl № 17",
        })
    };
    assert_eq!(w.app.post(&path, &w.teacher, span(w.day(1), w.day(2))).await.status, StatusCode::FORBIDDEN);
    let excused = w.app.post(&path, &w.admin, span(w.day(1), w.day(2))).await;
    assert_eq!(excused.status, StatusCode::OK, "{}", excused.body);
    assert_eq!(excused.body["result"]["lessons_excused"], 1);
    assert_eq!((hours("unexcused"), hours("excused")), (2, 2));
    let monday = w.app.get(&w.roll_path(w.monday, w.day(1)), &w.admin).await.body["result"].clone();
    assert_eq!(entry(&monday, student)["attendance"], "EXCUSED");
    let wednesday = w.app.get(&today, &w.admin).await.body["result"].clone();
    assert_eq!(entry(&wednesday, student)["attendance"], "ABSENT");

    // An excuse of today turns today's absence, and the roll saved again afterwards keeps it excused.
    assert_eq!(w.app.post(&path, &w.admin, span(w.today, w.today)).await.status, StatusCode::OK);
    let wednesday = w.app.get(&today, &w.teacher).await.body["result"].clone();
    assert_eq!(entry(&wednesday, student)["attendance"], "EXCUSED");
    assert_eq!(entry(&wednesday, student)["excused_by_office"], true);
    let version = wednesday["version"].as_i64().unwrap();
    let retaken = w.app.put(&today, &w.teacher, w.roll(version, &[(0, "ABSENT", None)])).await;
    assert_eq!(retaken.status, StatusCode::OK, "{}", retaken.body);
    assert_eq!(entry(&retaken.body["result"], student)["attendance"], "EXCUSED");
    assert_eq!((hours("unexcused"), hours("excused")), (0, 4));
    let list = w.app.get(&format!("/api/v1/journal/absences/{student}/excuses/"), &w.admin).await;
    assert_eq!(list.body["count"], 2);
    let invalid =
        w.app.post(&path, &w.admin, json!({ "date_from": "2026-02-10", "date_to": "2026-02-01", "reason": "", "document": "x" })).await;
    assert!(invalid.body["error"]["fields"]["date_to"].is_array() && invalid.body["error"]["fields"]["reason"].is_array());
}

#[actix_web::test]
async fn students_past_an_institutions_threshold_are_listed_with_their_hours() {
    let w = World::build().await;
    let settings = format!("/api/v1/institutions/{}/journal-settings/", w.own.id);
    let mut low = w.app.get(&settings, &w.admin).await.body["result"].clone();
    for (field, hours) in [("warning_hours", 2), ("reprimand_hours", 4), ("expulsion_hours", 6)] {
        low[field] = json!(hours);
    }
    assert_eq!(w.app.put(&settings, &w.admin, low.clone()).await.status, StatusCode::OK);
    let mut disorder = low.clone();
    disorder["version"] = json!(1);
    disorder["warning_hours"] = json!(10);
    assert!(w.app.put(&settings, &w.admin, disorder).await.body["error"]["fields"]["reprimand_hours"].is_array());
    let today = w.roll_path(w.wednesday, w.today);
    assert_eq!(w.app.put(&today, &w.teacher, w.roll(0, &[(1, "ABSENT", None)])).await.status, StatusCode::OK);
    let list = |level: &str| {
        let path = format!("/api/v1/journal/attendance/?edu_group_id={}&threshold={level}", w.group);
        let app = &w.app;
        let token = w.admin.clone();
        async move { app.get(&path, &token).await }
    };
    let warned = list("WARNING").await;
    assert_eq!(warned.status, StatusCode::OK, "{}", warned.body);
    assert_eq!(warned.body["count"], 1);
    assert_eq!(warned.body["results"][0]["student_id"], w.students[1]);
    assert_eq!(
        (warned.body["results"][0]["unexcused_hours"].as_i64(), warned.body["results"][0]["level"].as_str()),
        (Some(2), Some("WARNING"))
    );
    assert_eq!(list("REPRIMAND").await.body["count"], 0);
    let xlsx = w.app.get(&format!("/api/v1/journal/attendance/?edu_group_id={}&format=xlsx", w.group), &w.admin).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.raw.starts_with(b"PK"), "an Excel file");
    assert_eq!(w.app.get("/api/v1/journal/attendance/", &w.app.ministry().await).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The institution's list and its count follow who studies and in which semester.
    let listed = || {
        let path = format!("/api/v1/journal/attendance/?institution_id={}", w.own.id);
        let app = &w.app;
        let token = w.admin.clone();
        async move {
            let page = app.get(&path, &token).await;
            assert_eq!(page.status, StatusCode::OK, "{}", page.body);
            let ids: Vec<i64> = page.body["results"].as_array().unwrap().iter().map(|r| r["student_id"].as_i64().unwrap()).collect();
            (page.body["count"].as_i64().unwrap(), ids)
        }
    };
    let twice = w.roll(1, &[(1, "ABSENT", None), (2, "ABSENT", None)]);
    assert_eq!(w.app.put(&today, &w.teacher, twice).await.status, StatusCode::OK);
    assert_eq!(listed().await, (2, vec![w.students[1], w.students[2]]));
    let status = |student: i64, status: &str, order: &str| {
        let path = format!("/api/v1/students/{student}/status/");
        let body = json!({ "status": status, "date": w.today.format("%Y-%m-%d").to_string(), "order_number": order });
        let app = &w.app;
        let token = w.admin.clone();
        async move {
            let changed = app.post(&path, &token, body).await;
            assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
        }
    };
    status(w.students[2], "ON-LEAVE", "7-T").await;
    assert_eq!(listed().await, (2, vec![w.students[1], w.students[2]]), "a student on leave is still counted");
    status(w.students[1], "WITHDRAW", "8-T").await;
    assert_eq!(listed().await, (1, vec![w.students[2]]), "a student who left is not");
    assert_eq!(list("WARNING").await.body["count"], 1);
    let group = format!("/api/v1/edu-groups/{}/", w.group);
    let mut moved = w.app.get(&group, &w.admin).await.body["result"].clone();
    moved["current_semester"] = json!(moved["current_semester"].as_i64().unwrap() + 1);
    assert_eq!(w.app.put(&group, &w.admin, moved).await.status, StatusCode::OK);
    assert_eq!(listed().await, (0, vec![]), "hours of a semester the group has left are not");
}

/// Marks at today's lesson (JN), then the midterm's points (ON): the final sheet admits whom they
/// carry past 55 % of 70.
async fn marked_and_midterm(w: &World) {
    let today = w.roll_path(w.wednesday, w.today);
    let roll = w.roll(0, &[(0, "PRESENT", Some(100)), (1, "PRESENT", Some(50)), (2, "PRESENT", Some(80)), (3, "PRESENT", Some(70))]);
    assert_eq!(w.app.put(&today, &w.teacher, roll).await.status, StatusCode::OK);
    let midterm = format!("/api/v1/control-sheets/{}/{}/MIDTERM/", w.group, w.subject);
    let points = [25.5, 10.0, 20.0, 30.0];
    let entries: Vec<Value> = w.students.iter().zip(points).map(|(s, p)| json!({ "student_id": s, "points": p })).collect();
    let date = (w.today - Duration::days(1)).format("%Y-%m-%d").to_string();
    let saved = w.app.put(&midterm, &w.teacher, json!({ "entries": entries, "exam_date": date, "version": 0, "reason": "" })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
}

#[actix_web::test]
async fn a_final_sheet_lists_the_admitted_and_results_equal_a_hand_computation() {
    let w = World::build().await;
    marked_and_midterm(&w).await;
    let final_sheet = format!("/api/v1/control-sheets/{}/{}/FINAL/", w.group, w.subject);
    let sheet = w.app.get(&final_sheet, &w.teacher).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    // JN = mark / 100 × 40: 40, 20, 32, 28. JN + ON: 65.5, 30, 52, 58 against 38.5.
    let listed: Vec<i64> = sheet.body["result"]["entries"].as_array().unwrap().iter().map(|e| e["student_id"].as_i64().unwrap()).collect();
    assert_eq!(listed.len(), 3);
    assert!(!listed.contains(&w.students[1]));
    assert_eq!(sheet.body["result"]["not_admitted"][0]["student_id"], w.students[1]);
    assert_eq!(sheet.body["result"]["not_admitted"][0]["reason"], "not_admitted");

    let date = w.today.format("%Y-%m-%d").to_string();
    let refused = w
        .app
        .put(
            &final_sheet,
            &w.teacher,
            json!({ "entries": [{ "student_id": w.students[1], "points": 25 }], "exam_date": date, "version": 0 }),
        )
        .await;
    assert_eq!(
        refused.body["error"]["fields"]["entries.0.student_id"][0],
        "Talaba yakuniy nazoratga qo‘yilmagan (JN + ON chegaradan past)"
    );
    let entries = json!([
        { "student_id": w.students[0], "points": 28.5 },
        { "student_id": w.students[2], "points": 2 },
        { "student_id": w.students[3], "points": 31 },
    ]);
    let over = w.app.put(&final_sheet, &w.teacher, json!({ "entries": entries, "exam_date": date, "version": 0 })).await;
    assert_eq!(over.body["error"]["fields"]["entries.2.points"][0], "Qiymat 0 dan 30 gacha bo‘lishi kerak");
    let mut entries = entries;
    entries[2]["points"] = json!(17);
    let saved = w.app.put(&final_sheet, &w.teacher, json!({ "entries": entries, "exam_date": date, "version": 0 })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);

    // 40 + 25.5 + 28.5 = 94 → 5; 32 + 20 + 2 = 54 → a debt; 28 + 30 + 17 = 75 → 4.
    let results = |student: i64| {
        let path = format!("/api/v1/students/{student}/results/?semester=1");
        let app = &w.app;
        let token = w.admin.clone();
        async move { app.get(&path, &token).await.body["result"].clone() }
    };
    let subject =
        |r: &Value| r["semesters"][0]["subjects"].as_array().unwrap().iter().find(|s| s["edu_subject_id"] == w.subject).unwrap().clone();
    let first = results(w.students[0]).await;
    let s = subject(&first);
    assert_eq!(
        (s["current"].as_f64(), s["midterm"].as_f64(), s["final"].as_f64(), s["total"].as_f64()),
        (Some(40.0), Some(25.5), Some(28.5), Some(94.0))
    );
    assert_eq!(
        (s["grade"].as_i64(), s["state"].as_str(), s["credits"].as_i64()),
        (Some(5), Some("PASSED"), Some(2)),
        "60 hours make 2 credits"
    );
    assert_eq!(first["semesters"][0]["gpa"], 5.0);
    let third = results(w.students[2]).await;
    assert_eq!((subject(&third)["total"].as_f64(), subject(&third)["state"].as_str()), (Some(54.0), Some("DEBT")));
    assert_eq!(third["debts"].as_array().unwrap().len(), 1);
    assert_eq!(subject(&results(w.students[3]).await)["grade"], 4);
    // The student not admitted stays in progress until the sheet closes, then is in debt.
    assert_eq!(subject(&results(w.students[1]).await)["state"], "IN_PROGRESS");
    let closed = w.app.post(&format!("{final_sheet}close/"), &w.admin, json!({})).await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
    assert_eq!(closed.body["result"]["state"], "CLOSED");
    assert_eq!(subject(&results(w.students[1]).await)["state"], "DEBT");

    // The rating sheet shows the journal's result and refuses a typed rating over it.
    let ratings = format!("/api/v1/edu-groups/{}/ratings/?semester=1", w.group);
    let sheet = w.app.get(&ratings, &w.admin).await.body["result"].clone();
    let shown = sheet["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["student_id"] == w.students[0] && r["edu_subject_id"] == w.subject)
        .unwrap()
        .clone();
    assert_eq!(shown["total"], 94.0);
    let typed = w
        .app
        .put(&ratings, &w.admin, json!({ "ratings": [{ "student_id": w.students[0], "edu_subject_id": w.subject, "rating": 60 }] }))
        .await;
    assert_eq!(typed.body["error"]["fields"]["ratings.0.rating"][0], "Bu baho jurnal va qaydnomalardan hisoblanadi, qo‘lda kiritilmaydi");
    let check = w
        .app
        .post("/api/v1/curriculums/check-rating/", &w.admin, json!({ "edu_subject_id": w.subject, "curriculum_id": w.curriculum }))
        .await;
    assert_eq!(check.body["result"]["has_rating"], true, "the journal protects the subject in its curriculum");
}

#[actix_web::test]
async fn a_closed_sheet_refuses_changes_but_to_a_reopener_with_a_reason() {
    let w = World::build().await;
    marked_and_midterm(&w).await;
    let midterm = format!("/api/v1/control-sheets/{}/{}/MIDTERM/", w.group, w.subject);
    let closed = w.app.post(&format!("{midterm}close/"), &w.admin, json!({})).await;
    assert_eq!(closed.status, StatusCode::OK);
    let version = closed.body["result"]["version"].as_i64().unwrap();
    let change = |reason: &str| json!({ "entries": [{ "student_id": w.students[1], "points": 15 }], "version": version, "reason": reason });
    let teacher = w.app.put(&midterm, &w.teacher, change("")).await;
    assert_eq!((teacher.status, teacher.code()), (StatusCode::CONFLICT, "sheet_closed"));
    assert_eq!(w.app.post(&format!("{midterm}close/"), &w.teacher, json!({})).await.status, StatusCode::FORBIDDEN);
    let without = w.app.put(&midterm, &w.admin, change("")).await;
    assert!(without.body["error"]["fields"]["reason"].is_array(), "{}", without.body);
    let reopened = w.app.put(&midterm, &w.admin, change("Apellyatsiya qarori")).await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.body);
    let entry = reopened.body["result"]["entries"].as_array().unwrap().iter().find(|e| e["student_id"] == w.students[1]).unwrap().clone();
    assert_eq!(entry["points"], 15.0);
    assert_eq!(w.app.last_audit_record()["changes"]["reason"][1], "Apellyatsiya qarori");

    // The sheet prints as a qaydnoma with its students and signature lines.
    let pdf = w.app.get(&format!("{midterm}pdf/"), &w.admin).await;
    assert_eq!(pdf.status, StatusCode::OK);
    let text = crate::support::pdf_text(&pdf.raw);
    assert!(text.contains("Nazorat qaydnomasi") && text.contains("Bakirova Malika") && text.contains("Imtihon oluvchi"), "{text}");
    let pdf = w.app.request(actix_web::http::Method::GET, &format!("{midterm}pdf/"), Some(&w.admin), None, "uz-Cyrl").await;
    let text = crate::support::pdf_text(&pdf.raw);
    assert!(text.contains("Назорат қайдномаси") && text.contains("Bakirova Malika") && text.contains("Имтиҳон олувчи"), "{text}");
    assert!(!text.contains("Nazorat") && !text.contains("Imtihon"), "{text}");
    let list = w.app.get(&format!("/api/v1/control-sheets/?edu_group_id={}&state=CLOSED", w.group), &w.admin).await;
    assert_eq!(list.body["count"], 1, "{}", list.body);
    assert_eq!(w.app.get(&format!("/api/v1/control-sheets/?edu_group_id={}&format=xlsx", w.group), &w.admin).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn another_institution_sees_nothing_of_the_journal() {
    let w = World::build().await;
    assert_eq!(w.app.put(&w.roll_path(w.wednesday, w.today), &w.teacher, w.roll(0, &[])).await.status, StatusCode::OK);
    let stranger = w.app.own_university("BOSHQA").await.admin;
    for path in [
        w.roll_path(w.wednesday, w.today),
        format!("/api/v1/journal/groups/{}/?edu_subject_id={}", w.group, w.subject),
        format!("/api/v1/control-sheets/{}/{}/MIDTERM/", w.group, w.subject),
        format!("/api/v1/students/{}/results/", w.students[0]),
        format!("/api/v1/journal/absences/{}/excuses/", w.students[0]),
        format!("/api/v1/institutions/{}/journal-settings/", w.own.id),
    ] {
        assert_eq!(w.app.get(&path, &stranger).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let lessons = w.app.get(&format!("/api/v1/journal/lessons/?edu_group_id={}", w.group), &stranger).await;
    assert_eq!(lessons.body["count"], 0);
    let excuse = w
        .app
        .post(
            &format!("/api/v1/journal/absences/{}/excuse/", w.students[0]),
            &stranger,
            json!({
                "date_from": "2026-11-01", "date_to": "2026-11-02", "reason": "x", "document": "y"
            }),
        )
        .await;
    assert_eq!(excuse.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn assessment_plans_make_up_their_scale_and_change_only_while_the_curriculum_is_new() {
    let (app, _) = TestApp::on_a_wednesday().await;
    let admin = app.own_university("JRN").await.admin;
    let approved = CurriculumBuilder::new("Baholash rejasi").rating("HUNDRED_POINT").approved().by(&admin).build(&app).await.id;
    let plans = app.get(&format!("/api/v1/curriculums/{approved}/assessment/"), &admin).await;
    assert_eq!(plans.status, StatusCode::OK, "{}", plans.body);
    let first = plans.body["result"]["semesters"][0]["subjects"][0].clone();
    assert_eq!(first["marking_system"], "HUNDRED_POINT");
    let maxima: i64 = first["controls"].as_array().unwrap().iter().map(|c| c["max_points"].as_i64().unwrap()).sum();
    assert_eq!(maxima, 100, "a migrated or new subject's plan makes up its scale");
    let body = |version: &Value, maxima: [i64; 3]| {
        json!({ "version": version, "plans": [{
            "semester_number": 1, "edu_subject_id": first["edu_subject_id"], "marking_system": "CREDIT", "final_form": "EXAM",
            "credits": 5, "controls": [
                { "control": "CURRENT", "max_points": maxima[0] }, { "control": "MIDTERM", "max_points": maxima[1] },
                { "control": "FINAL", "max_points": maxima[2] }
            ], "current_entered": false
        }]})
    };
    let version = plans.body["result"]["version"].clone();
    assert_eq!(
        app.put(&format!("/api/v1/curriculums/{approved}/assessment/"), &admin, body(&version, [50, 20, 30])).await.status,
        StatusCode::CONFLICT
    );

    let fresh = CurriculumBuilder::new("Yangi reja").rating("HUNDRED_POINT").semesters(4).by(&admin).build(&app).await;
    let path = format!("/api/v1/curriculums/{}/assessment/", fresh.id);
    let version = app.get(&path, &admin).await.body["result"]["version"].clone();
    let refused = app.put(&path, &admin, body(&version, [50, 20, 20])).await;
    assert_eq!(
        refused.body["error"]["fields"]["plans.0.controls"][0],
        "Nazoratlar maksimal ballarining yig‘indisi 100 bo‘lishi kerak (hozir 90)"
    );
    let saved = app.put(&path, &admin, body(&version, [50, 20, 30])).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let subject = saved.body["result"]["semesters"][0]["subjects"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["edu_subject_id"] == first["edu_subject_id"])
        .unwrap()
        .clone();
    assert_eq!((subject["marking_system"].as_str(), subject["credits"].as_i64()), (Some("CREDIT"), Some(5)));
    assert_eq!(app.last_audit_record()["entity_type"], "assessment_plan");
    assert_eq!(app.put(&path, &admin, body(&version, [50, 20, 30])).await.code(), "stale_version");
}

/// The final's points of students 0, 2 and 3 (94, 54 and 75 with the marks and midterm).
async fn finals(w: &World) -> String {
    marked_and_midterm(w).await;
    let final_sheet = format!("/api/v1/control-sheets/{}/{}/FINAL/", w.group, w.subject);
    let entries = json!([
        { "student_id": w.students[0], "points": 28.5 },
        { "student_id": w.students[2], "points": 2 },
        { "student_id": w.students[3], "points": 17 },
    ]);
    let date = w.today.format("%Y-%m-%d").to_string();
    let saved = w.app.put(&final_sheet, &w.teacher, json!({ "entries": entries, "exam_date": date, "version": 0 })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    final_sheet
}

#[actix_web::test]
async fn the_kept_gpa_and_debts_follow_every_change_of_a_result() {
    let w = World::build().await;
    let final_sheet = finals(&w).await;
    let gpa = |student: i64| {
        let path = format!("/api/v1/students/{student}/results/");
        let (app, token) = (&w.app, w.admin.clone());
        async move { app.get(&path, &token).await.body["result"]["gpa"].clone() }
    };
    // Grades 5, 2 (a debt) and 4 of the one subject's 2 credits; the student not admitted waits.
    assert_eq!((gpa(w.students[0]).await, gpa(w.students[2]).await, gpa(w.students[3]).await), (json!(5.0), json!(2.0), json!(4.0)));
    assert_eq!(gpa(w.students[1]).await, Value::Null);
    let debts = |query: String| {
        let (app, token) = (&w.app, w.admin.clone());
        async move { app.get(&format!("/api/v1/academic-debts/?{query}"), &token).await }
    };
    let list = debts(format!("edu_group_id={}", w.group)).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.body);
    assert_eq!((list.body["count"].as_i64(), list.body["debts"].as_i64()), (Some(1), Some(1)));
    let row = &list.body["results"][0];
    assert_eq!((row["id"].as_i64(), row["group_name"].as_str()), (Some(w.students[2]), Some("JR-26-01")));
    assert_eq!((row["subjects"][0]["edu_subject_id"].as_i64(), row["subjects"][0]["attempt"].as_i64()), (Some(w.subject), Some(1)));

    // Closing the sheet makes the student not admitted a debtor at once.
    assert_eq!(w.app.post(&format!("{final_sheet}close/"), &w.admin, json!({})).await.status, StatusCode::OK);
    let list = debts(format!("edu_group_id={}", w.group)).await;
    let ids: Vec<i64> = list.body["results"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [w.students[1], w.students[2]], "one debt each, in one group");
    let past = debts(format!("edu_group_id={}&page=3&limit=1", w.group)).await;
    assert_eq!((past.body["count"].as_i64(), past.body["debts"].as_i64()), (Some(2), Some(2)), "a page past the end keeps the sums");
    assert_eq!(past.body["results"], json!([]));
    assert_eq!(gpa(w.students[1]).await, json!(2.0));

    // A reopener raises the debtor's final to 30 (32 + 20 + 30 = 82, a 4): the debt and the 2 go.
    let sheet = w.app.get(&final_sheet, &w.admin).await;
    let version = sheet.body["result"]["version"].as_i64().unwrap();
    let entries = json!([{ "student_id": w.students[2], "points": 30 }]);
    let body =
        json!({ "entries": entries, "exam_date": w.today.format("%Y-%m-%d").to_string(), "version": version, "reason": "Apellyatsiya" });
    let changed = w.app.put(&final_sheet, &w.admin, body).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(gpa(w.students[2]).await, json!(4.0));
    let list = debts(format!("edu_group_id={}&course=1", w.group)).await;
    let ids: Vec<i64> = list.body["results"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [w.students[1]]);
    assert_eq!(debts(format!("edu_group_id={}&course=2", w.group)).await.body["count"], 0);
    // The ministry's total per institution: the one debtor left.
    let ministry = w.app.ministry().await;
    let national = w.app.get("/api/v1/academic-debts/?level=INSTITUTION", &ministry).await;
    assert_eq!(national.status, StatusCode::OK, "{}", national.body);
    let own = national.body["results"].as_array().unwrap().iter().find(|r| r["institution_id"] == w.own.id).cloned();
    assert_eq!(own.and_then(|r| r["students"].as_i64()), Some(1), "{}", national.body);
    // A student who leaves leaves the debts with them.
    let status =
        json!({ "status": "WITHDRAW", "date": w.today.format("%Y-%m-%d").to_string(), "order_number": "9-Ch", "reason": "O‘z xohishi" });
    let left = w.app.post(&format!("/api/v1/students/{}/status/", w.students[1]), &w.admin, status).await;
    assert_eq!(left.status, StatusCode::OK, "{}", left.body);
    assert_eq!(debts(format!("edu_group_id={}", w.group)).await.body["count"], 0);

    // The Excel file.
    let xlsx = debts(format!("edu_group_id={}&format=xlsx", w.group)).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.raw.starts_with(b"PK"), "an Excel file");
    assert_eq!(debts("level=GROUP".into()).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Another institution's administrator sees none of them.
    let other = w.app.own_university("BOSHQA").await.admin;
    let theirs = w.app.get(&format!("/api/v1/academic-debts/?edu_group_id={}", w.group), &other).await;
    assert_eq!(theirs.body["count"], 0, "{}", theirs.body);
}

#[actix_web::test]
async fn promotion_moves_those_without_debts_by_an_applied_order_and_names_who_stays() {
    let w = World::build().await;
    let final_sheet = finals(&w).await;
    assert_eq!(w.app.post(&format!("{final_sheet}close/"), &w.admin, json!({})).await.status, StatusCode::OK);
    let next = GroupBuilder::new("JR-25-01", w.curriculum).course(2, 3).by(&w.admin).build(&w.app).await.id;
    let same = GroupBuilder::new("JR-26-02", w.curriculum).by(&w.admin).build(&w.app).await.id;
    let path = format!("/api/v1/edu-groups/{}/promote/", w.group);
    let preview = w.app.get(&path, &w.admin).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    let split: Vec<(i64, bool, Value)> = preview.body["result"]["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["student_id"].as_i64().unwrap(), s["moves"].as_bool().unwrap(), s["reason"].clone()))
        .collect();
    assert_eq!(
        split,
        [
            (w.students[0], true, Value::Null),
            (w.students[1], false, json!("DEBTS")),
            (w.students[2], false, json!("DEBTS")),
            (w.students[3], true, Value::Null),
        ]
    );
    let wrong = w.app.post(&path, &w.admin, json!({ "to_edu_group_id": same, "number": "7-K", "date": "2026-06-30" })).await;
    assert_eq!(wrong.body["error"]["fields"]["to_edu_group_id"][0], "Guruh 2-kursda o‘qishi kerak", "{}", wrong.body);
    assert_eq!(
        w.app.post(&path, &w.teacher, json!({ "to_edu_group_id": next, "number": "7-K", "date": "2026-06-30" })).await.status,
        StatusCode::FORBIDDEN
    );

    let promoted = w.app.post(&path, &w.admin, json!({ "to_edu_group_id": next, "number": "7-K", "date": "2026-06-30" })).await;
    assert_eq!(promoted.status, StatusCode::OK, "{}", promoted.body);
    let order = &promoted.body["result"]["order"];
    assert_eq!((order["kind"].as_str(), order["state"].as_str()), (Some("PROMOTION"), Some("APPLIED")), "{order}");
    let moved: Vec<i64> = order["items"].as_array().unwrap().iter().map(|i| i["student_id"].as_i64().unwrap()).collect();
    assert_eq!(moved, [w.students[0], w.students[3]]);
    let group_of = |student: i64| {
        let (app, token) = (&w.app, w.admin.clone());
        async move { app.get(&format!("/api/v1/students/{student}/"), &token).await.body["result"]["edu_group_id"].as_i64() }
    };
    assert_eq!(group_of(w.students[0]).await, Some(next));
    assert_eq!(group_of(w.students[1]).await, Some(w.group));
    // The moved keep their results and GPA in the new group.
    let results = w.app.get(&format!("/api/v1/students/{}/results/", w.students[3]), &w.admin).await;
    assert_eq!(results.body["result"]["gpa"], 4.0, "{}", results.body);
}

#[actix_web::test]
async fn the_portal_tells_a_student_of_a_mark_an_absence_and_a_debt_once_each() {
    let w = World::build().await;
    let absent = w.own.student_login(&w.app, w.students[0], "jr.talaba0").await;
    let marked = w.own.student_login(&w.app, w.students[2], "jr.talaba2").await;
    let news = |token: String| {
        let app = &w.app;
        async move { app.get("/api/v1/me/notifications/", &token).await.body["result"].clone() }
    };
    assert_eq!(news(absent.clone()).await["unread"], 0);
    let kinds =
        |items: &Value, kind: &str| items["items"].as_array().unwrap().iter().filter(|n| n["kind"] == kind).cloned().collect::<Vec<_>>();

    // Today's marks, a midterm and a final of 2 points: a mark and a debt, told once each.
    finals(&w).await;
    let told = news(marked.clone()).await;
    let marks = kinds(&told, "MARK");
    assert_eq!(marks.len(), 1, "{told}");
    assert_eq!((marks[0]["mark"].as_i64(), marks[0]["subject"]["uz"].as_str()), (Some(80), Some("Oliy matematika")));
    assert_eq!(kinds(&told, "DEBT").len(), 1, "{told}");
    let today = w.today.format("%Y-%m-%d").to_string();
    let sheet = format!("/api/v1/control-sheets/{}/{}/FINAL/", w.group, w.subject);
    let version = w.app.get(&sheet, &w.teacher).await.body["result"]["version"].as_i64().unwrap();
    let same = json!({ "entries": [{ "student_id": w.students[2], "points": 3 }], "exam_date": today, "version": version });
    assert_eq!(w.app.put(&sheet, &w.teacher, same).await.status, StatusCode::OK);
    assert_eq!(kinds(&news(marked.clone()).await, "DEBT").len(), 1, "still the one debt");

    // An absence: told to that student, once however often the roll is saved.
    let path = w.roll_path(w.wednesday, w.today);
    let roll =
        |version| w.roll(version, &[(0, "ABSENT", None), (1, "PRESENT", Some(50)), (2, "PRESENT", Some(80)), (3, "PRESENT", Some(70))]);
    let saved = w.app.put(&path, &w.teacher, roll(1)).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(w.app.put(&path, &w.teacher, roll(2)).await.status, StatusCode::OK);
    let told = news(absent.clone()).await;
    let absences = kinds(&told, "ABSENCE");
    assert_eq!(absences.len(), 1, "{told}");
    assert_eq!(absences[0]["date"].as_str(), Some(today.as_str()));
    assert_eq!(kinds(&news(marked.clone()).await, "MARK").len(), 1, "an unchanged mark is not told again");

    // Read up to the newest, nothing is unread; the other student's stay unread.
    let unread = told["unread"].as_i64().unwrap();
    assert!(unread >= 1, "{told}");
    let newest = told["items"][0]["id"].as_i64().unwrap();
    let read = w.app.post("/api/v1/me/notifications/read/", &absent, json!({ "up_to": newest })).await;
    assert_eq!(read.status, StatusCode::NO_CONTENT, "{}", read.body);
    let after = news(absent).await;
    assert_eq!((after["unread"].as_i64(), after["items"][0]["read"].as_bool()), (Some(0), Some(true)));
    assert!(news(marked).await["unread"].as_i64() >= Some(2));
}

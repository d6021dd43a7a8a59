//! Reports and the dashboard: figures agree with the rows they summarize through changes, each
//! level sees its own institutions, the teacher report counts held lessons and entered topics,
//! and the Excel files hold what the screens show.

use actix_web::http::StatusCode;
use application::ports::SpreadsheetReader;
use serde_json::Value;

use crate::support::fixtures::{AccountBuilder, CurriculumBuilder, GroupBuilder, OwnInstitution, StaffBuilder, StudentBuilder};
use crate::support::teaching::{TeachingBuilder, TopicBuilder};
use crate::support::TestApp;

/// A university of the test's own with an approved curriculum, a first-course group of `students`
/// students and a teaching staff member, all made by its admin.
struct Campus {
    own: OwnInstitution,
    curriculum: i64,
    group: i64,
    students: Vec<i64>,
}

impl Campus {
    async fn build(app: &TestApp, code: &str, students: u32) -> Campus {
        let own = app.own_university(code).await;
        let curriculum = CurriculumBuilder::new(&format!("{code} o‘quv rejasi")).approved().by(&own.admin).build(app).await.id;
        let group = GroupBuilder::new(&format!("{code}-26-01"), curriculum).by(&own.admin).build(app).await.id;
        let mut enrolled = Vec::new();
        for serial in 1..=students {
            enrolled.push(StudentBuilder::new(group, 900_000 + serial).by(&own.admin).build(app).await.id);
        }
        StaffBuilder::new(1).by(&own.admin).build(app).await;
        Campus { own, curriculum, group, students: enrolled }
    }
}

/// The students of an institution by status, counted from the rows themselves.
fn students_by_status(app: &TestApp, institution: i64) -> Vec<(String, i64)> {
    let mut figures = Vec::new();
    for status in ["ACTIVE", "ON-LEAVE", "WITHDRAW", "GRADUATED", "ARCHIVED"] {
        let n = app.count(&format!(
            "SELECT count(*) FROM students WHERE deleted_at IS NULL AND institution_id = {institution} AND student_status = '{status}'"
        ));
        if n > 0 {
            figures.push((status.to_string(), n));
        }
    }
    figures
}

fn figures_of(value: &Value) -> Vec<(String, i64)> {
    let mut figures: Vec<(String, i64)> =
        value.as_array().expect("figures").iter().map(|f| (f["key"].as_str().unwrap().to_string(), f["count"].as_i64().unwrap())).collect();
    figures.sort_by_key(|f| ["ACTIVE", "ON-LEAVE", "WITHDRAW", "GRADUATED", "ARCHIVED"].iter().position(|s| *s == f.0));
    figures
}

/// The students of an institution by course, from the rows.
fn students_by_course(app: &TestApp, institution: i64) -> Vec<(String, i64)> {
    (1..=6)
        .filter_map(|course| {
            let n = app.count(&format!(
                "SELECT count(*) FROM students s JOIN edu_groups g ON g.id = s.edu_group_id \
                 WHERE s.deleted_at IS NULL AND s.institution_id = {institution} AND g.course = {course}"
            ));
            (n > 0).then(|| (course.to_string(), n))
        })
        .collect()
}

async fn check_students_report(app: &TestApp, token: &str, institution: i64, when: &str) {
    let answer = app.get("/api/v1/reports/students/", token).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let report = &answer.body["result"];
    assert_eq!(figures_of(&report["by_status"]), students_by_status(app, institution), "by status {when}");
    assert_eq!(figures_of(&report["by_course"]), students_by_course(app, institution), "by course {when}");
    let total = app.count(&format!("SELECT count(*) FROM students WHERE deleted_at IS NULL AND institution_id = {institution}"));
    assert_eq!(report["total"].as_i64(), Some(total), "total {when}");
    let by_gender: i64 = report["by_gender"].as_array().unwrap().iter().map(|f| f["count"].as_i64().unwrap()).sum();
    assert_eq!(by_gender, total, "every student has a gender {when}");
    // The list of the same students says the same.
    let listed = app.get("/api/v1/students/?student_status=ACTIVE", token).await;
    let active = figures_of(&report["by_status"]).into_iter().find(|f| f.0 == "ACTIVE").map_or(0, |f| f.1);
    assert_eq!(listed.body["count"].as_i64(), Some(active), "the list and the report agree {when}");
}

#[actix_web::test]
async fn student_figures_stay_exact_through_creates_status_changes_deletes_course_changes_and_folding() {
    let app = TestApp::new().await;
    let campus = Campus::build(&app, "HISOB", 2).await;
    let (otmadmin, institution, group) = (campus.own.admin.clone(), campus.own.id, campus.group);
    let second = GroupBuilder::new("HISOB-25-01", campus.curriculum).course(2, 3).by(&otmadmin).build(&app).await.id;
    StudentBuilder::new(second, 900_101).by(&otmadmin).build(&app).await;
    check_students_report(&app, &otmadmin, institution, "of what was built").await;

    StudentBuilder::new(group, 900_123).by(&otmadmin).build(&app).await;
    check_students_report(&app, &otmadmin, institution, "after a create").await;

    let student = app.count(&format!(
        "SELECT min(id) FROM students WHERE deleted_at IS NULL AND student_status = 'ACTIVE' AND institution_id = {institution}"
    ));
    let leave = serde_json::json!({ "status": "ON-LEAVE", "date": "2026-11-01", "reason": "Sog‘lig‘i", "order_number": "12-b" });
    let changed = app.post(&format!("/api/v1/students/{student}/status/"), &otmadmin, leave).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    check_students_report(&app, &otmadmin, institution, "after a status change").await;

    assert_eq!(app.delete(&format!("/api/v1/students/{student}/"), &otmadmin).await.status, StatusCode::NO_CONTENT);
    check_students_report(&app, &otmadmin, institution, "after a delete").await;

    // A group moving to the next course takes its students with it.
    app.exec(&format!("UPDATE edu_groups SET course = course + 1 WHERE id = {group}"));
    check_students_report(&app, &otmadmin, institution, "after a course change").await;

    app.exec("SELECT report_tallies_compact()");
    check_students_report(&app, &otmadmin, institution, "after the tallies were folded").await;
}

#[actix_web::test]
async fn the_ministry_sees_every_institution_and_an_institution_only_its_own() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let campus = Campus::build(&app, "HISOB", 2).await;
    let (otmadmin, institution) = (campus.own.admin.clone(), campus.own.id);
    let other = app.own_university("BOSHQA").await.id;
    let teacher = AccountBuilder::new("teacher.hisob").role("TEACHER").at(institution).build(&app).await.token;

    let all = app.get("/api/v1/reports/by-otm/?limit=10000", &ministry).await;
    assert_eq!(all.status, StatusCode::OK, "{}", all.body);
    assert_eq!(all.body["count"].as_i64(), Some(app.count("SELECT count(*) FROM institutions")));
    let row = all.body["results"].as_array().unwrap().iter().find(|r| r["institution_id"] == institution).expect("own row").clone();
    let teachers = app.count(&format!(
        "SELECT count(*) FROM staffs s WHERE s.deleted_at IS NULL AND s.institution_id = {institution} AND EXISTS \
         (SELECT 1 FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id WHERE sp.staff_id = s.id AND ip.is_teaching)"
    ));
    assert!(teachers > 0);
    assert_eq!(row["teachers"].as_i64(), Some(teachers));
    let groups = app.count(&format!("SELECT count(*) FROM edu_groups WHERE deleted_at IS NULL AND institution_id = {institution}"));
    assert_eq!(row["groups"].as_i64(), Some(groups));
    let curricula = app.count(&format!("SELECT count(*) FROM curricula WHERE deleted_at IS NULL AND institution_id = {institution}"));
    assert_eq!(row["curricula"].as_i64(), Some(curricula));
    let teachers_list = app.get(&format!("/api/v1/staffs/teachers/?institution_id={institution}"), &ministry).await;
    if teachers_list.status == StatusCode::OK {
        assert_eq!(teachers_list.body["count"].as_i64(), Some(teachers), "the teachers list agrees");
    }

    let own = app.get("/api/v1/reports/by-otm/", &otmadmin).await;
    assert_eq!(own.body["count"].as_i64(), Some(1), "{}", own.body);
    assert_eq!(own.body["results"][0]["institution_id"].as_i64(), Some(institution));
    for path in ["students", "by-direction", "teachers", "by-teacher", "by-otm"] {
        let refused = app.get(&format!("/api/v1/reports/{path}/?institution_id={other}"), &otmadmin).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{path}: {}", refused.body);
        assert_eq!(app.get(&format!("/api/v1/reports/{path}/"), &teacher).await.status, StatusCode::FORBIDDEN, "{path}");
    }

    let summary = app.get("/api/v1/reports/summary/", &ministry).await;
    assert_eq!(summary.status, StatusCode::OK, "{}", summary.body);
    let regions: i64 = summary.body["result"]["regions"].as_array().unwrap().iter().map(|r| r["institutions"].as_i64().unwrap()).sum();
    assert_eq!(regions, app.count("SELECT count(*) FROM institutions"));
    let active = app.count("SELECT count(*) FROM students WHERE deleted_at IS NULL AND student_status = 'ACTIVE'");
    let by_region: i64 = summary.body["result"]["regions"].as_array().unwrap().iter().map(|r| r["students"].as_i64().unwrap()).sum();
    assert_eq!(by_region, active);
    let new = app.count("SELECT count(*) FROM curricula WHERE deleted_at IS NULL AND status = 'NEW'");
    assert_eq!(summary.body["result"]["curricula_awaiting_approval"].as_i64(), Some(new));
    let mine = app.get("/api/v1/reports/summary/", &otmadmin).await;
    assert_eq!(mine.body["result"]["institutions"].as_i64(), Some(1));
    assert_eq!(mine.body["result"]["regions"].as_array().map(Vec::len), Some(0));
    let by_course: i64 = mine.body["result"]["students_by_course"].as_array().unwrap().iter().map(|f| f["count"].as_i64().unwrap()).sum();
    let students = app.count(&format!("SELECT count(*) FROM students WHERE deleted_at IS NULL AND institution_id = {institution}"));
    assert_eq!(by_course, students);
    assert_eq!(students, campus.students.len() as i64);
}

#[actix_web::test]
async fn the_teacher_report_counts_held_lessons_but_skipped_days_and_the_topics_entered() {
    let app = TestApp::new().await;
    let own = app.own_university("HISOBOT").await;
    let (otmadmin, institution) = (own.admin.clone(), own.id);
    let teaching = TeachingBuilder::new(&own).students(2).build(&app).await;
    let teacher = teaching.teacher("Aliyeva");
    let account = teaching.teacher_account(&app, "Aliyeva", "aliyeva.hisobot").await;
    let lesson = teaching.lesson("KI-26-01", "OM", "Aliyeva", "101", 1, 1).build(&app).await.id;
    for (order, name) in [(1, "Chiziqli algebra"), (2, "Matritsalar")] {
        TopicBuilder::new(teaching.subject("OM"), name, order).by(&account.token).build(&app).await;
    }
    let topic = app.count(&format!("SELECT min(id) FROM teacher_topics WHERE teacher_id = {teacher}"));
    // Mondays 6, 13, 20 and 27 January 2025; the 13th skipped; topics entered on the 20th.
    app.exec(&format!("UPDATE schedule_lessons SET weekday = 1, start_date = '2025-01-06', end_date = '2025-02-02' WHERE id = {lesson}"));
    app.exec(&format!("INSERT INTO schedule_lesson_skips (schedule_lesson_id, date) VALUES ({lesson}, '2025-01-13')"));
    app.exec(&format!("INSERT INTO lesson_topics (schedule_lesson_id, date, topic_id) VALUES ({lesson}, '2025-01-20', {topic})"));
    app.exec("UPDATE users SET last_login_at = '2026-11-20T08:30:00Z' WHERE username = 'aliyeva.hisobot'");

    let answer = app.get("/api/v1/reports/teachers/?date_from=2025-01-01&date_to=2025-02-28&limit=100", &otmadmin).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let row = answer.body["results"].as_array().unwrap().iter().find(|r| r["staff_id"] == teacher).expect("the teacher").clone();
    assert_eq!(row["lessons_held"], 3, "{row}");
    assert_eq!(row["topics_entered"], 1, "{row}");
    assert_eq!(row["topic_entry"].as_array().map(Vec::len), Some(1));
    assert_eq!(row["last_login_at"], "2026-11-20T08:30:00Z");
    let teachers =
        app.count(&format!("SELECT count(*) FROM staffs WHERE deleted_at IS NULL AND teaching AND institution_id = {institution}"));
    assert_eq!(answer.body["count"].as_i64(), Some(teachers));

    let by_subject = app.get("/api/v1/reports/by-teacher/?date_from=2025-01-01&date_to=2025-02-28&limit=100", &otmadmin).await;
    let row = by_subject.body["results"].as_array().unwrap().iter().find(|r| r["staff_id"] == teacher).expect("the teacher").clone();
    assert_eq!(row["subjects"][0]["lessons_held"], 3, "{row}");
    let planned = app.count(&format!(
        "SELECT count(*) FROM teacher_topics WHERE teacher_id = {teacher} AND edu_subject_id = {}",
        row["subjects"][0]["edu_subject_id"]
    ));
    assert_eq!(row["subjects"][0]["topics_planned"].as_i64(), Some(planned));

    let backwards = app.get("/api/v1/reports/teachers/?date_from=2025-02-01&date_to=2025-01-01", &otmadmin).await;
    assert_eq!(backwards.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(backwards.body["error"]["fields"]["date_to"].is_array(), "{}", backwards.body);
}

#[actix_web::test]
async fn the_excel_files_hold_the_rows_of_the_report_in_the_callers_language() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let json = app.get("/api/v1/reports/by-otm/?limit=10000", &ministry).await;
    let file = app.request(actix_web::http::Method::GET, "/api/v1/reports/by-otm/?format=xlsx", Some(&ministry), None, "ru").await;
    assert_eq!(file.status, StatusCode::OK);
    assert!(file.headers.get("content-type").unwrap().to_str().unwrap().contains("spreadsheetml"));
    let rows = adapters_xlsx::Spreadsheets.read_rows("report.xlsx", &file.raw).expect("an xlsx file");
    assert_eq!(rows[0][0], "Учреждение");
    let listed = json.body["results"].as_array().unwrap();
    assert_eq!(rows.len() - 1, listed.len());
    for (row, item) in rows[1..].iter().zip(listed) {
        let name = item["name"]["ru"].as_str().filter(|n| !n.is_empty()).or(item["name"]["uz"].as_str()).unwrap();
        assert_eq!(row[0], name);
        assert_eq!(row[2], item["students"].to_string());
        assert_eq!(row[5], item["teachers"].to_string());
    }

    // Every teacher of the country, each as the screen shows them.
    let teachers = app.get("/api/v1/reports/teachers/?limit=10000", &ministry).await;
    let file =
        app.request(actix_web::http::Method::GET, "/api/v1/reports/teachers/?format=xlsx&limit=1", Some(&ministry), None, "en").await;
    let rows = adapters_xlsx::Spreadsheets.read_rows("report.xlsx", &file.raw).expect("an xlsx file");
    assert_eq!(rows[0][..3], ["Full name".to_string(), "Institution (TM)".to_string(), "Lessons held".to_string()]);
    let listed = teachers.body["results"].as_array().unwrap();
    assert_eq!(rows.len() - 1, listed.len(), "every teacher, not one page");
    for (row, item) in rows[1..].iter().zip(listed) {
        assert_eq!(row[0], item["full_name"].as_str().unwrap());
        assert_eq!(row[2], item["lessons_held"].to_string());
    }

    let otmadmin = Campus::build(&app, "HISOB", 2).await.own.admin;
    let file = app.request(actix_web::http::Method::GET, "/api/v1/reports/students/?format=xlsx", Some(&otmadmin), None, "uz").await;
    let rows = adapters_xlsx::Spreadsheets.read_rows("report.xlsx", &file.raw).expect("an xlsx file");
    assert_eq!(rows[0], vec!["Ko‘rsatkich", "Qiymat", "Soni"]);
    let report = app.get("/api/v1/reports/students/", &otmadmin).await.body["result"].clone();
    let active = figures_of(&report["by_status"]).into_iter().find(|f| f.0 == "ACTIVE").unwrap().1;
    assert_eq!(active, 2, "the students built");
    assert!(rows.iter().any(|r| r[1] == "O'qimoqda" && r[2] == active.to_string()), "{rows:?}");
}

/// The institution's teachers as the report of institutions counts them, and as the list of teachers.
async fn teachers_of(app: &TestApp, ministry: &str, institution: i64) -> (i64, i64) {
    let report = app.get(&format!("/api/v1/reports/by-otm/?institution_id={institution}"), ministry).await;
    let listed = app.get(&format!("/api/v1/staffs/teachers/?institution_id={institution}"), ministry).await;
    (report.body["results"][0]["teachers"].as_i64().unwrap(), listed.body["count"].as_i64().unwrap())
}

#[actix_web::test]
async fn a_staff_member_counts_as_a_teacher_while_holding_a_teaching_position() {
    use crate::staff::{citizen, pinfl, position_id};
    use serde_json::json;

    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let campus = Campus::build(&app, "HISOB", 0).await;
    let (otmadmin, institution) = (campus.own.admin.clone(), campus.own.id);
    let (before, listed) = teachers_of(&app, &ministry, institution).await;
    assert_eq!((before, listed), (1, 1), "the teacher built");

    let post = |name: &str| json!([{ "position_id": position_id(&app, name), "work_form": "MAIN", "rate": 1.0, "edu_subject_ids": [] }]);
    let body = json!({ "citizen": citizen(&pinfl(3, 5151), 1), "status": "ACTIVE", "staff_positions": post("Metodist") });
    let created = app.post("/api/v1/staffs/", &otmadmin, body.clone()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(teachers_of(&app, &ministry, institution).await, (before, before), "a methodologist teaches nothing");

    let mut edit = body;
    edit["staff_positions"] = post("Dotsent");
    edit["version"] = json!(1);
    assert_eq!(app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit.clone()).await.status, StatusCode::OK);
    assert_eq!(teachers_of(&app, &ministry, institution).await, (before + 1, before + 1), "an associate professor teaches");

    edit["staff_positions"] = post("Metodist");
    edit["version"] = json!(2);
    assert_eq!(app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit).await.status, StatusCode::OK);
    assert_eq!(teachers_of(&app, &ministry, institution).await, (before, before), "and no longer");

    assert_eq!(app.delete(&format!("/api/v1/staffs/{id}/"), &otmadmin).await.status, StatusCode::NO_CONTENT);
    assert_eq!(teachers_of(&app, &ministry, institution).await, (before, before));
}

/// An answer's body without the time its figures were prepared, and that time.
fn without_prepared_at(mut body: Value) -> (Value, Option<String>) {
    let holder = if body.get("result").is_some() { &mut body["result"] } else { &mut body };
    let at = holder.as_object_mut().and_then(|o| o.remove("prepared_at")).and_then(|v| v.as_str().map(str::to_string));
    (body, at)
}

#[actix_web::test]
async fn the_national_figures_prepared_in_the_background_are_the_live_ones_as_of_their_time_until_prepared_again() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let campus = Campus::build(&app, "HISOB", 1).await;
    let (otmadmin, institution) = (campus.own.admin.clone(), campus.own.id);
    let region = app.get("/api/v1/reports/by-otm/?limit=100", &ministry).await.body["results"][0]["region"].as_str().unwrap().to_string();
    let region: String = region.bytes().map(|b| format!("%{b:02X}")).collect();
    let year = app.get("/api/v1/reports/finance/", &ministry).await.body["result"]["academic_year"].as_i64().unwrap();
    let national = [
        "/api/v1/reports/summary/".to_string(),
        "/api/v1/reports/by-otm/?limit=100".to_string(),
        "/api/v1/reports/by-otm/?limit=1&page=2".to_string(),
        format!("/api/v1/reports/by-otm/?region={region}"),
        "/api/v1/reports/by-direction/".to_string(),
        format!("/api/v1/reports/finance/?academic_year={year}"),
        "/api/v1/finance/debts/?level=INSTITUTION&limit=100".to_string(),
        format!("/api/v1/finance/debts/?level=INSTITUTION&academic_year={year}&status=DEBTOR"),
    ];
    let mut live = Vec::new();
    for path in &national {
        let answer = app.get(path, &ministry).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.body);
        let (body, at) = without_prepared_at(answer.body);
        assert_eq!(at, None, "{path} is read at the request before any preparation");
        live.push(body);
    }

    app.store.prepare_national_figures().expect("the national figures are prepared");
    let mut prepared_at = None;
    for (path, live) in national.iter().zip(&live) {
        let (body, at) = without_prepared_at(app.get(path, &ministry).await.body);
        assert_eq!(&body, live, "{path}: the prepared figures are the live ones");
        assert!(at.is_some(), "{path} says when its figures were prepared");
        prepared_at = prepared_at.or(at.clone());
        assert_eq!(at, prepared_at, "{path}: every national figure is of the same preparation");
    }
    // An institution's own figures and a filtered view are read at the request.
    let (_, at) = without_prepared_at(app.get("/api/v1/reports/summary/", &otmadmin).await.body);
    assert_eq!(at, None, "an institution's dashboard");
    let (_, at) = without_prepared_at(app.get(&format!("/api/v1/reports/by-otm/?institution_id={institution}"), &ministry).await.body);
    assert_eq!(at, None, "one institution's row");
    let (_, at) = without_prepared_at(app.get("/api/v1/reports/by-direction/?course=1", &ministry).await.body);
    assert_eq!(at, None, "the directions of a course");

    // A change shows in the national figures at the next preparation, in the institution's own at once.
    let students = |body: &Value| body["result"]["students"].as_i64().unwrap();
    let before = students(&app.get("/api/v1/reports/summary/", &ministry).await.body);
    let own_before = students(&app.get("/api/v1/reports/summary/", &otmadmin).await.body);
    StudentBuilder::new(campus.group, 900_321).by(&otmadmin).build(&app).await;
    assert_eq!(students(&app.get("/api/v1/reports/summary/", &otmadmin).await.body), own_before + 1);
    assert_eq!(students(&app.get("/api/v1/reports/summary/", &ministry).await.body), before, "as of the last preparation");
    app.store.prepare_national_figures().expect("prepared again");
    let after = app.get("/api/v1/reports/summary/", &ministry).await.body;
    assert_eq!(students(&after), before + 1);
    assert_eq!(students(&after), app.count("SELECT count(*) FROM students WHERE deleted_at IS NULL"));
    assert!(after["result"]["prepared_at"].as_str() >= prepared_at.as_deref(), "{after}");
}

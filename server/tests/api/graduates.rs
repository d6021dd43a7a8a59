//! Graduates on PostgreSQL: the list and the record of a final-semester group, DAK exam
//! ratings, the naming and its country-wide uniqueness, graduation refused with what is missing,
//! documents with their versions and duplicates, the public report, permissions, tenancy and the
//! background issue of a group's documents.

use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{
    created, pinfl, CurriculumBuilder, GroupBuilder, InstitutionBuilder, OwnInstitution, StudentBuilder, SubjectBuilder, TESTS_DIRECTION,
};
use crate::support::{TestApp, PUBLIC_URL};

/// Each subject of the cohort's curriculum (its code and Uzbek name) and its hours per semester (I to IV).
const PLAN: [(&str, &str, [i64; 4]); 5] = [
    ("GR-OM", "Oliy matematika", [120, 120, 0, 0]),
    ("GR-FIZ", "Fizika", [90, 90, 0, 0]),
    ("GR-IT", "Ingliz tili", [60, 60, 0, 0]),
    ("GR-DA", "Dasturlash asoslari", [0, 0, 100, 100]),
    ("GR-OT", "O‘zbekiston tarixi", [0, 0, 90, 0]),
];

/// The two DAK exams of the curriculum.
const EXAMS: [[&str; 3]; 2] = [
    ["Dasturlash bo‘yicha davlat imtihoni", "Государственный экзамен по программированию", "State examination in programming"],
    ["Bitiruv malakaviy ishi himoyasi", "Защита выпускной квалификационной работы", "Defence of the graduation thesis"],
];

/// The students of DI-23-01: last, first and middle name, gender.
const PEOPLE: [(&str, &str, &str, u8); 8] = [
    ("Karimov", "Jasur", "Olim o‘g‘li", 1),
    ("Yusupova", "Malika", "Akmal qizi", 2),
    ("Rahimov", "Sardor", "Botir o‘g‘li", 1),
    ("Qodirova", "Nilufar", "Farhod qizi", 2),
    ("Ergashev", "Bekzod", "Ilhom o‘g‘li", 1),
    ("Nazarova", "Dilnoza", "Zafar qizi", 2),
    ("Sobirov", "Otabek", "Nodir o‘g‘li", 1),
    ("Mirzayeva", "Sevara", "Alisher qizi", 2),
];

/// A university of the test's own with its final-semester group DI-23-01 on a four-semester
/// curriculum of the hundred-point scale (two DAK exams, a work placement), whose eight students
/// stand in every state: Karimov, Nazarova, Sobirov and Mirzayeva ready, Yusupova with a DAK exam
/// unrated, Rahimov with a subject of semester 4 unrated and neither exam, Qodirova with a subject
/// of semester 3 failed at 40 and neither exam, and Ergashev graduated on 2027-06-30, named DI
/// 2700001, with his diploma and its appendix issued. Beside it the group DI-25-01, in its third
/// semester, holds one studying student and one who graduated.
struct Cohort {
    own: OwnInstitution,
    group: i64,
    students: Vec<(&'static str, i64)>,
    /// The studying student of DI-25-01.
    not_a_candidate: i64,
}

impl Cohort {
    async fn build(app: &TestApp) -> Cohort {
        let own = app.own_university("BITIRUV").await;
        let token = own.admin.clone();
        let mut subjects = Vec::new();
        for (code, uz, _) in PLAN {
            subjects.push(SubjectBuilder::new(code).named(uz, "", "").build(app).await.id);
        }
        let mut curriculum = CurriculumBuilder::new("Dasturiy injiniring (2023–2027)").starting(2023).rating("HUNDRED_POINT");
        for (subject, (_, _, hours)) in subjects.iter().zip(PLAN) {
            curriculum = curriculum.plan(*subject, &hours);
        }
        let dates = [(2025, 9, 1), (2026, 1, 26), (2026, 9, 1), (2027, 1, 25)]
            .into_iter()
            .map(|(y, m, d)| {
                let start = chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap();
                (start, start + chrono::Duration::days(135))
            })
            .collect();
        let curriculum = curriculum
            .dates(dates)
            .exams(&EXAMS.map(|name| (name, 36)))
            .placement(["Malakaviy amaliyot", "Производственная практика", "Work placement"], 120)
            .approved()
            .by(&token)
            .build(app)
            .await;

        let group = opened_2023(app, &token, "DI-23-01", curriculum.id, 4).await;
        let mut students = Vec::new();
        for (i, (last, first, middle, gender)) in PEOPLE.into_iter().enumerate() {
            let born = chrono::NaiveDate::from_ymd_opt(2005, 1 + i as u32, 10 + i as u32).unwrap();
            students.push((last, enrol(app, &token, group, &format!("{last} {first} {middle}"), born, gender, 960_000 + i as u32).await));
        }
        for semester in 1..=4 {
            let mut ratings = Vec::new();
            for (i, (_, student)) in students.iter().enumerate() {
                for (s, (subject, (_, _, hours))) in subjects.iter().zip(PLAN).enumerate() {
                    if hours[semester - 1] == 0 || (i == 2 && s == 3 && semester == 4) {
                        continue;
                    }
                    let rating = if i == 3 && s == 4 { 40 } else { 60 + (i * 7 + s * 5 + semester * 3) % 40 };
                    ratings.push(json!({ "student_id": student, "edu_subject_id": subject, "rating": rating }));
                }
            }
            let path = format!("/api/v1/edu-groups/{group}/ratings/?semester={semester}");
            let typed = app.put(&path, &token, json!({ "ratings": ratings })).await;
            assert_eq!(typed.status, StatusCode::OK, "PUT {path}: {}", typed.body);
        }
        for (i, (_, student)) in students.iter().enumerate() {
            let rated = match i {
                1 => 1,
                2 | 3 => 0,
                _ => EXAMS.len(),
            };
            rate_exams(app, &token, *student, rated, |e| 70 + (i * 3 + e * 11) % 30).await;
        }
        let ergashev = students[4].1;
        let qualification = json!({ "uz": "Dasturiy injiniring bakalavri", "ru": "Бакалавр программной инженерии", "en": "Bachelor of software engineering" });
        let naming = json!({ "qualification": qualification, "diploma_series": "BT", "diploma_number": "2700001", "version": 0 });
        let named = app.put(&format!("/api/v1/graduates/{ergashev}/naming/"), &token, naming).await;
        assert_eq!(named.status, StatusCode::OK, "{}", named.body);
        graduate(app, &token, ergashev, "312-T").await;
        for kind in ["DIPLOMA", "APPENDIX"] {
            created(app, &token, &format!("/api/v1/graduates/{ergashev}/documents/"), json!({ "kind": kind })).await;
        }

        // DI-25-01 graduates one student while set to its last semester, then goes back to its third:
        // a graduate of a group not in its last semester.
        let other = opened_2023(app, &token, "DI-25-01", curriculum.id, 4).await;
        let born = chrono::NaiveDate::from_ymd_opt(2006, 2, 3).unwrap();
        let early = enrol(app, &token, other, "Toshmatov Eldor Anvar o‘g‘li", born, 1, 960_101).await;
        let not_a_candidate = enrol(app, &token, other, "Aliyev Sardor Nodir o‘g‘li", born, 1, 960_102).await;
        for semester in 1..=4 {
            let ratings: Vec<Value> = subjects
                .iter()
                .zip(PLAN)
                .filter(|(_, (_, _, hours))| hours[semester - 1] > 0)
                .map(|(subject, _)| json!({ "student_id": early, "edu_subject_id": subject, "rating": 90 }))
                .collect();
            let path = format!("/api/v1/edu-groups/{other}/ratings/?semester={semester}");
            let typed = app.put(&path, &token, json!({ "ratings": ratings })).await;
            assert_eq!(typed.status, StatusCode::OK, "PUT {path}: {}", typed.body);
        }
        rate_exams(app, &token, early, EXAMS.len(), |_| 90).await;
        graduate(app, &token, early, "300-T").await;
        let path = format!("/api/v1/edu-groups/{other}/");
        let mut body = app.get(&path, &token).await.body["result"].clone();
        body["current_semester"] = json!(3);
        let moved = app.put(&path, &token, body).await;
        assert_eq!(moved.status, StatusCode::OK, "PUT {path}: {}", moved.body);
        Cohort { own, group, students, not_a_candidate }
    }

    /// The student of DI-23-01 with this family name.
    fn student(&self, last_name: &str) -> i64 {
        self.students.iter().find(|(last, _)| *last == last_name).unwrap_or_else(|| panic!("no {last_name}")).1
    }
}

/// A group of 2023 on `curriculum` in its second course and `semester`.
async fn opened_2023(app: &TestApp, token: &str, name: &str, curriculum: i64, semester: i64) -> i64 {
    let mut body = GroupBuilder::new(name, curriculum).course(2, semester).body(app);
    body["opened_year"] = json!(2023);
    created(app, token, "/api/v1/edu-groups/", body).await.id
}

/// A student of `group` born on `born`, of `gender`; `serial` numbers the PINFL.
async fn enrol(app: &TestApp, token: &str, group: i64, fio: &str, born: chrono::NaiveDate, gender: u8, serial: u32) -> i64 {
    let mut body = StudentBuilder::new(group, serial).named(fio).body();
    body["pinfl"] = json!(pinfl(born, gender, serial));
    body["birth_date"] = json!(born.to_string());
    body["gender"] = json!(gender);
    created(app, token, "/api/v1/students/", body).await.id
}

/// Rates the first `rated` DAK exams of a candidate, the exam at `e` with `rating(e)`.
async fn rate_exams(app: &TestApp, token: &str, id: i64, rated: usize, rating: impl Fn(usize) -> usize) {
    let ratings: Vec<Value> = exams(app, token, id)
        .await
        .into_iter()
        .take(rated)
        .enumerate()
        .map(|(e, exam)| json!({ "exam_id": exam, "rating": rating(e) }))
        .collect();
    let path = format!("/api/v1/graduates/{id}/exam-ratings/");
    let saved = app.put(&path, token, json!({ "ratings": ratings })).await;
    assert_eq!(saved.status, StatusCode::OK, "PUT {path}: {}", saved.body);
}

async fn graduate(app: &TestApp, token: &str, id: i64, order_number: &str) {
    let path = format!("/api/v1/graduates/{id}/graduate/");
    let graduated = app.post(&path, token, json!({ "date": "2027-06-30", "order_number": order_number })).await;
    assert_eq!(graduated.status, StatusCode::OK, "POST {path}: {}", graduated.body);
}

/// The DAK exams of a candidate's curriculum, as its sheet lists them.
async fn exams(app: &TestApp, token: &str, id: i64) -> Vec<i64> {
    let sheet = app.get(&format!("/api/v1/graduates/{id}/exam-ratings/"), token).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    sheet.body["result"]["exams"].as_array().unwrap().iter().map(|e| e["exam_id"].as_i64().unwrap()).collect()
}

fn codes(values: &Value) -> Vec<String> {
    values.as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
}

/// `(id, public_id, kind, duplicate, status)` of each document on the record, newest first.
async fn documents(app: &TestApp, token: &str, id: i64) -> Vec<Value> {
    let record = app.get(&format!("/api/v1/graduates/{id}/"), token).await;
    assert_eq!(record.status, StatusCode::OK, "{}", record.body);
    record.body["result"]["documents"].as_array().unwrap().clone()
}

#[actix_web::test]
async fn the_list_holds_candidates_and_graduates_with_its_filters() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let all = app.get("/api/v1/graduates/?limit=100", &token).await;
    assert_eq!(all.status, StatusCode::OK, "{}", all.body);
    // DI-23-01: seven candidates and one graduate; DI-25-01 (not in its last semester): one graduate.
    assert_eq!(all.body["count"], 9, "{}", all.body);
    let stages: Vec<_> = all.body["results"].as_array().unwrap().iter().map(|r| r["stage"].as_str().unwrap()).collect();
    assert_eq!(stages.iter().filter(|s| **s == "CANDIDATE").count(), 7);
    let candidates = app.get("/api/v1/graduates/?status=CANDIDATE", &token).await;
    assert_eq!(candidates.body["count"], 7);
    let graduated = app.get("/api/v1/graduates/?status=GRADUATED", &token).await;
    assert_eq!(graduated.body["count"], 2);
    let named = graduated.body["results"].as_array().unwrap().iter().find(|r| r["diploma_number"] == "2700001").unwrap().clone();
    assert_eq!((named["diploma_series"].as_str(), named["graduated_at"].as_str()), (Some("BT"), Some("2027-06-30")));
    assert_eq!(named["edu_group"]["name"], "DI-23-01");
    assert_eq!(named["edu_direction"]["code"], TESTS_DIRECTION);
    let in_group = app.get(&format!("/api/v1/graduates/?edu_group_id={}", cohort.group), &token).await;
    assert_eq!(in_group.body["count"], 8);
    let searched = app.get("/api/v1/graduates/?search=Karimov%20Jasur&ordering=fio", &token).await;
    assert_eq!(searched.body["count"], 1, "{}", searched.body);
    let pinfl = searched.body["results"][0]["pinfl"].as_str().unwrap().to_string();
    let by_pinfl = app.get(&format!("/api/v1/graduates/?search={}", &pinfl[..9]), &token).await;
    assert_eq!(by_pinfl.body["results"][0]["pinfl"], pinfl.as_str());
    assert_eq!(app.get("/api/v1/graduates/?status=OTHER", &token).await.status, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn a_record_shows_every_subject_by_semester_and_exactly_what_is_missing() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let missing = app.get(&format!("/api/v1/graduates/{}/", cohort.student("Rahimov")), &token).await;
    assert_eq!(missing.status, StatusCode::OK, "{}", missing.body);
    let r = &missing.body["result"];
    assert_eq!(r["curriculum"]["passing_rating"], 55);
    assert_eq!(r["curriculum"]["rating_type"], "HUNDRED_POINT");
    assert_eq!(r["semesters"].as_array().unwrap().len(), 4);
    assert_eq!(r["semesters"][0]["subjects"][0]["study_hours"], 120);
    assert_eq!(r["vocational_subjects"][0]["name"]["uz"], "Malakaviy amaliyot");
    assert_eq!(r["readiness"]["ready"], false);
    let subjects = r["readiness"]["missing_subjects"].as_array().unwrap();
    assert_eq!(subjects.len(), 1, "{}", r["readiness"]);
    assert_eq!((subjects[0]["semester"].as_i64(), subjects[0]["rating"].is_null()), (Some(4), true));
    assert_eq!(r["readiness"]["missing_exams"].as_array().unwrap().len(), 2);
    assert!(!codes(&r["allowed_actions"]).contains(&"graduate".to_string()));

    let failed = app.get(&format!("/api/v1/graduates/{}/", cohort.student("Qodirova")), &token).await;
    assert_eq!(failed.body["result"]["readiness"]["missing_subjects"][0]["rating"], 40);

    let ready = app.get(&format!("/api/v1/graduates/{}/", cohort.student("Karimov")), &token).await;
    let r = &ready.body["result"];
    assert_eq!(r["readiness"]["ready"], true, "{}", r["readiness"]);
    assert_eq!(codes(&r["allowed_actions"]), ["graduate", "naming", "exam_ratings", "CERTIFICATE"]);
    assert_eq!(r["naming"], Value::Null);

    let graduate = app.get(&format!("/api/v1/graduates/{}/", cohort.student("Ergashev")), &token).await;
    let r = &graduate.body["result"];
    assert_eq!(r["stage"], "GRADUATED");
    assert_eq!(r["naming"]["diploma_series"], "BT");
    let kinds: Vec<_> = r["documents"].as_array().unwrap().iter().map(|d| d["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["APPENDIX", "DIPLOMA"]);
    assert_eq!(r["documents"][1]["number"], "BT 2700001");
    assert!(r["documents"][1]["pdf_url"].as_str().unwrap().ends_with("/pdf/"));
    assert!(!codes(&r["allowed_actions"]).contains(&"naming".to_string()), "naming locked after the diploma");
    assert!(codes(&r["allowed_actions"]).contains(&"DIPLOMA_DUPLICATE".to_string()));

    let not_a_candidate = cohort.not_a_candidate;
    let refused = app.get(&format!("/api/v1/graduates/{not_a_candidate}/"), &token).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn graduation_is_refused_with_each_missing_subject_and_exam_and_allowed_when_ready() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let body = json!({"date": "2027-06-30", "order_number": "315-T"});
    let id = cohort.student("Qodirova");
    let refused = app.post(&format!("/api/v1/graduates/{id}/graduate/"), &token, body.clone()).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::UNPROCESSABLE_ENTITY, "graduation_incomplete"), "{}", refused.body);
    let messages = codes(&refused.body["error"]["messages"]);
    assert_eq!(messages.len(), 4, "the summary, one subject, two exams: {messages:?}");
    assert!(messages[1].contains("3-semestr") && messages[1].contains("40"), "{messages:?}");
    assert!(messages[2].contains("Dasturlash bo‘yicha davlat imtihoni"), "{messages:?}");
    let english = app.request(Method::POST, &format!("/api/v1/graduates/{id}/graduate/"), Some(&token), Some(body.clone()), "en").await;
    let english = codes(&english.body["error"]["messages"]);
    assert!(english[0].starts_with("The student cannot graduate") && english[3].contains("DAK exam"), "{english:?}");
    let by_status = app
        .post(
            &format!("/api/v1/students/{id}/status/"),
            &token,
            json!({"status": "GRADUATED", "date": "2027-06-30", "order_number": "315-T"}),
        )
        .await;
    assert_eq!((by_status.status, by_status.code()), (StatusCode::UNPROCESSABLE_ENTITY, "graduation_incomplete"));
    assert_eq!(app.count(&format!("SELECT count(*) FROM students WHERE id = {id} AND student_status = 'ACTIVE'")), 1);

    let ready = cohort.student("Karimov");
    let graduated = app.post(&format!("/api/v1/graduates/{ready}/graduate/"), &token, body.clone()).await;
    assert_eq!(graduated.status, StatusCode::OK, "{}", graduated.body);
    assert_eq!(graduated.body["result"]["stage"], "GRADUATED");
    assert_eq!(graduated.body["result"]["graduated_at"], "2027-06-30");
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("student"), Some("update")));
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM student_status_history WHERE student_id = {ready} AND to_status = 'GRADUATED'")),
        1
    );
    let again = app.post(&format!("/api/v1/graduates/{ready}/graduate/"), &token, body).await;
    assert_eq!((again.status, again.code()), (StatusCode::CONFLICT, "illegal_transition"));
    // A ready student may graduate by the status form too.
    let other = cohort.student("Sobirov");
    let moved = app
        .post(
            &format!("/api/v1/students/{other}/status/"),
            &token,
            json!({"status": "GRADUATED", "date": "2027-06-30", "order_number": "316-T"}),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
}

#[actix_web::test]
async fn dak_exam_ratings_are_checked_saved_cleared_and_audited() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let id = cohort.student("Yusupova");
    let [first, second] = exams(&app, &token, id).await[..] else { panic!("two exams") };
    let sheet = app.get(&format!("/api/v1/graduates/{id}/exam-ratings/"), &token).await;
    assert_eq!(sheet.status, StatusCode::OK);
    assert_eq!((sheet.body["result"]["min_rating"].as_i64(), sheet.body["result"]["max_rating"].as_i64()), (Some(3), Some(100)));
    assert_eq!(sheet.body["result"]["exams"][1]["rating"], Value::Null);
    let path = format!("/api/v1/graduates/{id}/exam-ratings/");
    let wrong = app.put(&path, &token, json!({"ratings": [{"exam_id": 999_999, "rating": 80}, {"exam_id": second, "rating": 101}]})).await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(wrong.body["error"]["fields"]["ratings.0.exam_id"].is_array(), "{}", wrong.body);
    assert!(wrong.body["error"]["fields"]["ratings.1.rating"].is_array(), "{}", wrong.body);
    let audited = app.audit_count();
    let saved = app.put(&path, &token, json!({"ratings": [{"exam_id": second, "rating": 88}, {"exam_id": first, "rating": null}]})).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["result"]["exams"][1]["rating"], 88);
    assert_eq!(saved.body["result"]["exams"][0]["rating"], Value::Null);
    assert_eq!(app.audit_count(), audited + 2, "one record per changed cell");
    assert_eq!(app.last_audit_record()["entity_type"], "exam_rating");
    let graduate = cohort.student("Ergashev");
    let locked = app.put(&format!("/api/v1/graduates/{graduate}/exam-ratings/"), &token, json!({"ratings": []})).await;
    assert_eq!((locked.status, locked.code()), (StatusCode::CONFLICT, "not_a_candidate"));
}

#[actix_web::test]
async fn a_diploma_series_and_number_is_given_once_in_the_country_and_locked_by_the_diploma() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let id = cohort.student("Karimov");
    let path = format!("/api/v1/graduates/{id}/naming/");
    let empty = app.get(&path, &token).await;
    assert_eq!(
        empty.body["result"],
        json!({"qualification": {"uz": "", "ru": "", "en": ""}, "diploma_series": "", "diploma_number": "", "version": 0})
    );
    let wrong =
        app.put(&path, &token, json!({"qualification": {"uz": ""}, "diploma_series": "b1", "diploma_number": "123", "version": 0})).await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["qualification.uz", "diploma_series", "diploma_number"] {
        assert!(wrong.body["error"]["fields"][field].is_array(), "{field}: {}", wrong.body);
    }
    let naming = |number: &str, version: i64| json!({"qualification": {"uz": "Dasturiy injiniring bakalavri", "ru": "Бакалавр", "en": "Bachelor"}, "diploma_series": "BT", "diploma_number": number, "version": version});
    // The named graduate holds BT 2700001; moved to another institution, the number stays theirs.
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    let graduate = cohort.student("Ergashev");
    app.exec(&format!("UPDATE graduate_namings SET institution_id = {elsewhere} WHERE student_id = {graduate}"));
    app.exec(&format!("UPDATE students SET institution_id = {elsewhere} WHERE id = {graduate}"));
    let taken = app.put(&path, &token, naming("2700001", 0)).await;
    assert_eq!((taken.status, taken.code()), (StatusCode::CONFLICT, "diploma_number_taken"), "{}", taken.body);
    let saved = app.put(&path, &token, naming("2700002", 0)).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body["result"]["version"], 1);
    assert_eq!(app.last_audit_record()["entity_type"], "graduate_naming");
    let stale = app.put(&path, &token, naming("2700003", 0)).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    let changed = app.put(&path, &token, naming("2700003", 1)).await;
    assert_eq!(changed.body["result"]["version"], 2);
    assert_eq!(app.get(&path, &token).await.body["result"]["diploma_number"], "2700003");

    // Graduated and given a diploma, the naming can no longer change.
    app.post(&format!("/api/v1/graduates/{id}/graduate/"), &token, json!({"date": "2027-06-30", "order_number": "1-T"})).await;
    let diploma = app.post(&format!("/api/v1/graduates/{id}/documents/"), &token, json!({"kind": "DIPLOMA"})).await;
    assert_eq!(diploma.status, StatusCode::CREATED, "{}", diploma.body);
    let locked = app.put(&path, &token, naming("2700004", 2)).await;
    assert_eq!((locked.status, locked.code()), (StatusCode::CONFLICT, "naming_locked"));
}

#[actix_web::test]
async fn documents_follow_their_rules_versions_and_duplicates() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let graduate = cohort.student("Ergashev");
    let path = format!("/api/v1/graduates/{graduate}/documents/");
    let before = documents(&app, &token, graduate).await;
    let diploma = before.iter().find(|d| d["kind"] == "DIPLOMA").unwrap().clone();

    let no_original = app.post(&path, &token, json!({"kind": "CERTIFICATE", "duplicate": true})).await;
    assert_eq!((no_original.status, no_original.code()), (StatusCode::UNPROCESSABLE_ENTITY, "original_required"));

    let duplicate = app.post(&path, &token, json!({"kind": "DIPLOMA", "duplicate": true})).await;
    assert_eq!(duplicate.status, StatusCode::CREATED, "{}", duplicate.body);
    let d = &duplicate.body["result"];
    assert_eq!(
        (d["number"].as_str(), d["original_id"].as_i64(), d["duplicate"].as_bool()),
        (Some("BT 2700001-D1"), diploma["id"].as_i64(), Some(true))
    );
    let second = app.post(&path, &token, json!({"kind": "DIPLOMA", "duplicate": true})).await;
    assert_eq!(second.body["result"]["number"], "BT 2700001-D2");
    let pdf = app.get(d["pdf_url"].as_str().unwrap().trim_start_matches("http://localhost"), &token).await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert!(pdf.raw.starts_with(b"%PDF-"));
    assert_eq!(pdf.headers.get("content-type").unwrap(), "application/pdf");
    let disposition = pdf.headers.get("content-disposition").unwrap().to_str().unwrap().to_string();
    assert_eq!(disposition, "inline; filename=\"DIPLOMA-BT 2700001-D1.pdf\"");
    let stored = app.get(d["pdf_url"].as_str().unwrap(), &token).await;
    assert_eq!(stored.raw, pdf.raw, "a document is set once and read back unchanged");

    let again = app.post(&path, &token, json!({"kind": "DIPLOMA"})).await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.body);
    assert_ne!(again.body["result"]["id"], diploma["id"]);
    let after = documents(&app, &token, graduate).await;
    let old = after.iter().find(|x| x["id"] == diploma["id"]).unwrap();
    assert_eq!(old["status"], "REVOKED", "a new version revokes the old one");
    assert_eq!(after.iter().filter(|x| x["kind"] == "DIPLOMA" && x["status"] == "VALID" && x["duplicate"] == false).count(), 1);
    assert_eq!(app.last_audit_record()["entity_type"], "graduate_document");

    let candidate = cohort.student("Karimov");
    let early = app.post(&format!("/api/v1/graduates/{candidate}/documents/"), &token, json!({"kind": "DIPLOMA"})).await;
    assert_eq!((early.status, early.code()), (StatusCode::CONFLICT, "not_graduated"));
    let certificate = app.post(&format!("/api/v1/graduates/{candidate}/documents/"), &token, json!({"kind": "CERTIFICATE"})).await;
    assert_eq!(certificate.status, StatusCode::CREATED, "{}", certificate.body);
    app.post(&format!("/api/v1/graduates/{candidate}/graduate/"), &token, json!({"date": "2027-06-30", "order_number": "1-T"})).await;
    let unnamed = app.post(&format!("/api/v1/graduates/{candidate}/documents/"), &token, json!({"kind": "APPENDIX"})).await;
    assert_eq!((unnamed.status, unnamed.code()), (StatusCode::UNPROCESSABLE_ENTITY, "naming_required"));
    let unknown = app.post(&path, &token, json!({"kind": "PASSPORT"})).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn the_public_report_verifies_a_document_without_a_session_and_tells_nothing_private() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let graduate = cohort.student("Ergashev");
    let diploma = documents(&app, &token, graduate).await.into_iter().find(|d| d["kind"] == "DIPLOMA").unwrap();
    let public_id = diploma["public_id"].as_str().unwrap().to_string();
    let report = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!(report.status, StatusCode::OK, "{}", report.body);
    let r = &report.body["result"];
    assert_eq!((r["kind"].as_str(), r["status"].as_str(), r["duplicate"].as_bool()), (Some("DIPLOMA"), Some("VALID"), Some(false)));
    assert_eq!(r["holder"], "Ergashev Bekzod Ilhom o‘g‘li");
    assert_eq!(r["number"], "BT 2700001");
    assert_eq!(r["year"], 2027);
    assert_eq!(r["institution"]["uz"].as_str().map(|s| !s.is_empty()), Some(true));
    assert_eq!(r["qualification"]["uz"], "Dasturiy injiniring bakalavri");
    let card = app.get(&format!("/api/v1/students/{graduate}/"), &token).await;
    let pinfl = card.body["result"]["pinfl"].as_str().unwrap().to_string();
    let text = report.body.to_string();
    for private in ["pinfl", "passport", "birth_date", "serial_number", "rating", &pinfl.to_string()] {
        assert!(!text.contains(private), "{private} leaks: {text}");
    }
    // The PDF's QR code leads here.
    let pdf = app.get(diploma["pdf_url"].as_str().unwrap(), &token).await;
    let url = format!("{PUBLIC_URL}/report/{public_id}");
    assert!(!pdf.raw.is_empty() && url.contains(&public_id));

    app.post(&format!("/api/v1/graduates/{graduate}/documents/"), &token, json!({"kind": "DIPLOMA", "duplicate": true})).await;
    let counted = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!(counted.body["result"]["duplicates"], 1);
    app.post(&format!("/api/v1/graduates/{graduate}/documents/"), &token, json!({"kind": "DIPLOMA"})).await;
    let revoked = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!(revoked.body["result"]["status"], "REVOKED");

    for unknown in ["00000000-0000-4000-8000-000000000000", "abc-123"] {
        let missing = app.request(Method::GET, &format!("/api/v1/reports/{unknown}/"), None, None, "en").await;
        assert_eq!((missing.status, missing.code()), (StatusCode::NOT_FOUND, "document_not_found"), "{unknown}");
    }
    // A word a UUID is not written with names no call (and no report of that name is taken for an id).
    let word = app.request(Method::GET, "/api/v1/reports/nonsense/", None, None, "en").await;
    assert_eq!((word.status, word.code()), (StatusCode::NOT_FOUND, "not_found"));

    // Names that lost their Uzbek form are a broken record: an error, not a report with blank names.
    app.exec(&format!("UPDATE graduate_documents SET names = '{{}}' WHERE public_id = '{public_id}'"));
    let broken = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!((broken.status, broken.code()), (StatusCode::INTERNAL_SERVER_ERROR, "internal_error"), "{}", broken.body);
}

#[actix_web::test]
async fn graduates_need_their_permissions() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let id = cohort.student("Karimov");
    let teacher = cohort.own.account(&app, "TEACHER").await;
    for (method, path, body) in [
        (Method::GET, "/api/v1/graduates/".to_string(), None),
        (Method::GET, format!("/api/v1/graduates/{id}/"), None),
        (Method::POST, format!("/api/v1/graduates/{id}/documents/"), Some(json!({"kind": "CERTIFICATE"}))),
        (Method::PUT, format!("/api/v1/graduates/{id}/naming/"), Some(json!({}))),
    ] {
        let refused = app.request(method, &path, Some(&teacher), body, "uz").await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}");
    }
    // The ministry may look, not issue.
    let ministry = app.ministry().await;
    assert_eq!(app.get(&format!("/api/v1/graduates/{id}/"), &ministry).await.status, StatusCode::OK);
    let issue = app.post(&format!("/api/v1/graduates/{id}/documents/"), &ministry, json!({"kind": "CERTIFICATE"})).await;
    assert_eq!(issue.status, StatusCode::FORBIDDEN);
    assert_eq!(app.request(Method::GET, "/api/v1/graduates/", None, None, "uz").await.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn another_institutions_graduate_is_not_found() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let id = cohort.student("Karimov");
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    app.exec(&format!("UPDATE students SET institution_id = {elsewhere} WHERE id = {id}"));
    for path in
        [format!("/api/v1/graduates/{id}/"), format!("/api/v1/graduates/{id}/naming/"), format!("/api/v1/graduates/{id}/exam-ratings/")]
    {
        assert_eq!(app.get(&path, &token).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let issue = app.post(&format!("/api/v1/graduates/{id}/documents/"), &token, json!({"kind": "CERTIFICATE"})).await;
    assert_eq!(issue.status, StatusCode::NOT_FOUND);
    let graduate = cohort.student("Ergashev");
    let diploma = documents(&app, &token, graduate).await.into_iter().next().unwrap();
    app.exec(&format!("UPDATE graduate_documents SET institution_id = {elsewhere} WHERE student_id = {graduate}"));
    assert_eq!(app.get(diploma["pdf_url"].as_str().unwrap(), &token).await.status, StatusCode::NOT_FOUND);
}

/// The job's progress once it has stopped running (or after 30 s).
async fn finished(app: &TestApp, token: &str, job: i64) -> Value {
    let mut progress = Value::Null;
    for _ in 0..300 {
        progress = app.get(&format!("/api/v1/document-jobs/{job}/"), token).await.body["result"].clone();
        if progress["status"] != "RUNNING" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    progress
}

#[actix_web::test]
async fn a_groups_documents_are_issued_in_the_background_until_done() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let group = cohort.group;
    let started = app.post(&format!("/api/v1/edu-groups/{group}/documents/"), &token, json!({"kind": "CERTIFICATE"})).await;
    assert_eq!(started.status, StatusCode::ACCEPTED, "{}", started.body);
    let job = started.body["result"]["id"].as_i64().unwrap();
    assert_eq!(started.body["result"]["total"], 7, "every candidate of the group");
    let progress = finished(&app, &token, job).await;
    assert_eq!(progress["status"], "DONE", "{progress}");
    assert_eq!(progress["done"], progress["total"]);
    assert_eq!(progress["failed"], json!([]));
    assert!(progress["finished_at"].is_string());
    assert_eq!(app.count(&format!("SELECT count(*) FROM graduate_documents d JOIN students s ON s.id = d.student_id WHERE s.edu_group_id = {group} AND d.kind = 'CERTIFICATE'")), 7);
    // A group's diplomas go to its graduates: the named one, and one graduated just now
    // without a naming, who is listed with the reason while the job goes on.
    let unnamed = cohort.student("Karimov");
    app.post(&format!("/api/v1/graduates/{unnamed}/graduate/"), &token, json!({"date": "2027-06-30", "order_number": "1-T"})).await;
    let diplomas = app.post(&format!("/api/v1/edu-groups/{group}/documents/"), &token, json!({"kind": "DIPLOMA"})).await;
    assert_eq!(diplomas.body["result"]["total"], 2, "{}", diplomas.body);
    let done = finished(&app, &token, diplomas.body["result"]["id"].as_i64().unwrap()).await;
    assert_eq!((done["status"].as_str(), done["done"].as_i64()), (Some("DONE"), Some(2)), "{done}");
    assert_eq!(done["failed"].as_array().unwrap().len(), 1, "{done}");
    assert_eq!(done["failed"][0]["student_id"], unnamed);
    assert_eq!(done["failed"][0]["fio"], "Karimov Jasur Olim o‘g‘li");
    assert!(done["failed"][0]["message"].as_str().unwrap().contains("malaka"), "{done}");
    let teacher = cohort.own.account(&app, "TEACHER").await;
    assert_eq!(
        app.post(&format!("/api/v1/edu-groups/{group}/documents/"), &teacher, json!({"kind": "DIPLOMA"})).await.status,
        StatusCode::FORBIDDEN
    );
}

#[actix_web::test]
async fn a_subject_the_journal_passed_counts_towards_graduation() {
    let app = TestApp::new().await;
    let cohort = Cohort::build(&app).await;
    let token = cohort.own.admin.clone();
    let id = cohort.student("Qodirova");
    let subject = app.count(&format!("SELECT edu_subject_id FROM ratings WHERE student_id = {id} AND rating = 40"));
    let curriculum = app.count(&format!("SELECT curriculum_id FROM ratings WHERE student_id = {id} AND rating = 40"));
    let group = app.count(&format!("SELECT edu_group_id FROM students WHERE id = {id}"));
    // Her failing typed rating is taken back: the subject is missing until the journal passes it.
    app.exec(&format!("DELETE FROM ratings WHERE student_id = {id} AND rating = 40"));
    let body = json!({"date": "2027-06-30", "order_number": "317-T"});
    let graduate = format!("/api/v1/graduates/{id}/graduate/");
    let refused = app.post(&graduate, &token, body.clone()).await;
    assert!(codes(&refused.body["error"]["messages"]).iter().any(|m| m.contains("3-semestr")), "{}", refused.body);

    // JN from her marks (90 of 100: 36 of 40), then the midterm and the final of semester 3.
    app.exec(&format!(
        "INSERT INTO journal_lines (student_id, curriculum_id, semester_number, edu_subject_id, marks_sum, marks_count) \
         VALUES ({id}, {curriculum}, 3, {subject}, 90, 1)"
    ));
    for (control, points) in [("MIDTERM", 25), ("FINAL", 27)] {
        let path = format!("/api/v1/control-sheets/{group}/{subject}/{control}/?semester=3");
        let saved = app
            .put(&path, &token, json!({ "entries": [{ "student_id": id, "points": points }], "exam_date": "2027-01-10", "version": 0 }))
            .await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    }
    let still = app.post(&graduate, &token, body).await;
    let messages = codes(&still.body["error"]["messages"]);
    assert_eq!(messages.len(), 3, "only the two DAK exams are missing now: {messages:?}");
    assert!(!messages.iter().any(|m| m.contains("3-semestr")), "{messages:?}");
    let record = app.get(&format!("/api/v1/graduates/{id}/"), &token).await;
    let third = record.body["result"]["semesters"].as_array().unwrap().iter().find(|s| s["number"] == 3).unwrap().clone();
    let shown = third["subjects"].as_array().unwrap().iter().find(|s| s["edu_subject_id"] == subject).unwrap().clone();
    assert_eq!((shown["rating"].as_i64(), shown["passed"].as_bool()), (Some(88), Some(true)), "the journal's total: 36 + 25 + 27");
}

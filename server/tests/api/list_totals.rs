//! 'Jami: N ta' comes from counters that triggers keep in the transaction of every change, or,
//! for a search matching more rows than are counted on every page, from the planner's estimate.
//! Whatever the path, the total of a list filtered without search is exact.

use actix_web::http::StatusCode;
use diesel::{Connection, PgConnection, RunQueryDsl};
use serde_json::{json, Value};

use crate::support::fixtures::{pinfl, AccountBuilder, CurriculumBuilder, GroupBuilder, StaffBuilder, StudentBuilder};
use crate::support::TestApp;

/// The API's total and the exact count of the same rows, for every filter the staff screens offer.
async fn staff_totals(app: &TestApp, token: &str, institution: i64) -> Vec<(String, i64, i64)> {
    let filters = [
        ("", "TRUE".to_string()),
        ("status=ACTIVE", "status = 'ACTIVE'".to_string()),
        ("status=INACTIVE", "status = 'INACTIVE'".to_string()),
        (&*format!("institution_id={institution}"), format!("institution_id = {institution}")),
        (&*format!("institution_id={institution}&status=ACTIVE"), format!("institution_id = {institution} AND status = 'ACTIVE'")),
    ]
    .map(|(query, condition)| (query.to_string(), condition));
    let mut totals = Vec::new();
    for (query, condition) in filters {
        let answer = app.get(&format!("/api/v1/staffs/?{query}"), token).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        assert!(answer.body.get("count_is_estimate").is_none(), "a total without search is exact: {}", answer.body);
        let exact = app.count(&format!("SELECT count(*) FROM staffs WHERE deleted_at IS NULL AND {condition}"));
        totals.push((format!("staffs?{query}"), answer.body["count"].as_i64().unwrap(), exact));
    }
    totals
}

fn assert_exact(totals: &[(String, i64, i64)], when: &str) {
    for (query, listed, exact) in totals {
        assert_eq!(listed, exact, "total of '{query}' {when}");
    }
}

fn compact(app: &TestApp) {
    app.exec("SELECT list_counts_compact()");
}

#[actix_web::test]
async fn staff_totals_stay_exact_through_creates_status_changes_deletes_and_rollbacks() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let home = app.own_university("LTA").await;
    let (otmadmin, institution) = (home.admin.clone(), home.id);
    for serial in [4240, 4241] {
        StaffBuilder::new(serial).by(&otmadmin).build(&app).await;
    }
    assert_exact(&staff_totals(&app, &ministry, institution).await, "before the changes");

    let body = StaffBuilder::new(4242).body(&app);
    let created = app.post("/api/v1/staffs/", &otmadmin, body.clone()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let after_create = staff_totals(&app, &ministry, institution).await;
    assert_exact(&after_create, "after a create");
    // A page past the last one has no rows to carry the total beside them, and still tells it.
    let past_the_end = app.get("/api/v1/staffs/?page=100000", &ministry).await;
    assert_eq!(past_the_end.body["results"], json!([]), "{}", past_the_end.body);
    assert_eq!(past_the_end.body["count"].as_i64(), Some(after_create[0].2), "the total of a page past the end");

    let mut edit = body.clone();
    edit["status"] = json!("INACTIVE");
    edit["version"] = json!(1);
    assert_eq!(app.put(&format!("/api/v1/staffs/{id}/"), &otmadmin, edit).await.status, StatusCode::OK);
    let after_status = staff_totals(&app, &ministry, institution).await;
    assert_exact(&after_status, "after a status change");
    let inactive = |totals: &[(String, i64, i64)]| totals.iter().find(|t| t.0 == "status=INACTIVE").map(|t| t.1);
    assert_eq!(inactive(&after_status), inactive(&after_create).map(|n| n + 1));

    compact(&app);
    assert_exact(&staff_totals(&app, &ministry, institution).await, "after the counters were folded");

    // A change rolled back leaves the counters as they were.
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    let rolled_back: Result<(), diesel::result::Error> = conn.transaction(|conn| {
        diesel::sql_query(format!("UPDATE staffs SET status = 'ACTIVE' WHERE id = {id}")).execute(conn)?;
        diesel::sql_query(format!("UPDATE staffs SET deleted_at = now() WHERE institution_id = {institution}")).execute(conn)?;
        Err(diesel::result::Error::RollbackTransaction)
    });
    assert!(rolled_back.is_err());
    assert_eq!(staff_totals(&app, &ministry, institution).await, after_status, "a rolled-back change is not counted");

    assert_eq!(app.delete(&format!("/api/v1/staffs/{id}/"), &otmadmin).await.status, StatusCode::NO_CONTENT);
    let after_delete = staff_totals(&app, &ministry, institution).await;
    assert_exact(&after_delete, "after a delete");
    assert_eq!(inactive(&after_delete), inactive(&after_create));

    // An institution-level reader gets its own institution's total, and none of another's.
    let own = app.get("/api/v1/staffs/", &otmadmin).await.body["count"].as_i64().unwrap();
    assert_eq!(own, app.count(&format!("SELECT count(*) FROM staffs WHERE deleted_at IS NULL AND institution_id = {institution}")));
    let elsewhere = app.own_university("LTB").await;
    StaffBuilder::new(4243).by(&elsewhere.admin).build(&app).await;
    let elsewhere = elsewhere.id;
    let foreign = app.get(&format!("/api/v1/staffs/?institution_id={elsewhere}"), &otmadmin).await;
    assert_eq!(foreign.body["count"], 0);
}

#[actix_web::test]
async fn curricula_users_and_audit_totals_follow_every_change() {
    let app = TestApp::new().await;
    let superadmin = app.superadmin().await;
    let count = |answer: Value| answer["count"].as_i64().unwrap();
    let home = app.own_university("LTA").await;
    CurriculumBuilder::new("Yangi reja").by(&home.admin).build(&app).await;
    CurriculumBuilder::new("Tasdiqlangan reja").approved().by(&home.admin).build(&app).await;
    let archived = CurriculumBuilder::new("Arxivlanadigan reja").approved().by(&home.admin).build(&app).await.id;
    let teacher = AccountBuilder::new("ustoz.lta").role("TEACHER").at(home.id).build(&app).await;

    let curricula = |status: &str| format!("SELECT count(*) FROM curricula WHERE deleted_at IS NULL AND status = '{status}'");
    app.exec(&format!("UPDATE curricula SET status = 'ARCHIVED' WHERE id = {archived}"));
    for status in ["NEW", "APPROVED", "ARCHIVED"] {
        let listed = count(app.get(&format!("/api/v1/curriculums/?status={status}"), &superadmin).await.body);
        assert_eq!(listed, app.count(&curricula(status)), "curricula {status}");
    }

    let users = app.count("SELECT count(*) FROM users WHERE deleted_at IS NULL");
    app.exec(&format!("UPDATE users SET is_active = false WHERE id = {}", teacher.id));
    assert_eq!(count(app.get("/api/v1/users/", &superadmin).await.body), users);
    let inactive = count(app.get("/api/v1/users/?is_active=false", &superadmin).await.body);
    assert_eq!(inactive, app.count("SELECT count(*) FROM users WHERE deleted_at IS NULL AND NOT is_active"));
    app.exec(&format!("UPDATE users SET deleted_at = now() WHERE id = {}", teacher.id));
    assert_eq!(count(app.get("/api/v1/users/", &superadmin).await.body), users - 1);
    compact(&app);
    assert_eq!(count(app.get("/api/v1/users/?is_active=false", &superadmin).await.body), inactive - 1);

    // Each request above that changed something, and each login, left an audit record.
    let audited = count(app.get("/api/v1/audit-log/", &superadmin).await.body);
    assert_eq!(audited, app.audit_count());
    for (query, condition) in [
        ("action=login", "action = 'login'"),
        ("entity_type=session", "entity_type = 'session'"),
        ("entity_type=session&action=login", "entity_type = 'session' AND action = 'login'"),
        ("entity_type=role&action=create", "entity_type = 'role' AND action = 'create'"),
    ] {
        let answer = app.get(&format!("/api/v1/audit-log/?{query}"), &superadmin).await;
        assert_eq!(count(answer.body), app.count(&format!("SELECT count(*) FROM audit_log WHERE {condition}")), "audit {query}");
    }
    let own = count(app.get("/api/v1/audit-log/", &home.admin).await.body);
    assert!(own > 0, "the curricula made there");
    assert_eq!(own, app.count(&format!("SELECT count(*) FROM audit_log WHERE institution_id = {}", home.id)));
}

#[actix_web::test]
async fn a_search_matching_more_rows_than_are_counted_answers_an_estimate_and_says_so() {
    let app = TestApp::new().await;
    let superadmin = app.superadmin().await;
    app.exec(
        "INSERT INTO users (username, name, password_hash) \
         SELECT 'bulk' || n, 'Ommaviy foydalanuvchi ' || n, 'x' FROM generate_series(1, 10050) AS n",
    );
    app.exec("ANALYZE users");

    let all = app.get("/api/v1/users/?limit=10", &superadmin).await;
    assert_eq!(all.body["count"].as_i64(), Some(app.count("SELECT count(*) FROM users WHERE deleted_at IS NULL")));
    assert!(all.body.get("count_is_estimate").is_none(), "a list without search is counted exactly");

    let many = app.get("/api/v1/users/?search=Ommaviy&limit=10", &superadmin).await;
    assert_eq!(many.status, StatusCode::OK);
    assert_eq!(many.body["count_is_estimate"], true, "{}", many.body["count"]);
    assert!(many.body["count"].as_i64().unwrap() > 10_000);
    assert_eq!(many.body["results"].as_array().unwrap().len(), 10);

    let few = app.get("/api/v1/users/?search=foydalanuvchi%201005&limit=10", &superadmin).await;
    let matching = app.count("SELECT count(*) FROM users WHERE name ILIKE '%foydalanuvchi 1005%'");
    assert_eq!(few.body["count"].as_i64(), Some(matching), "a search with few matches is counted exactly");
    assert!(few.body.get("count_is_estimate").is_none());
}

/// The ids a query of the test's own selects, in its order.
fn ids_of(app: &TestApp, sql: &str) -> Vec<i64> {
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    #[derive(diesel::QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        id: i64,
    }
    diesel::sql_query(sql).load::<Id>(&mut conn).unwrap().into_iter().map(|r| r.id).collect()
}

#[actix_web::test]
async fn staff_pages_keep_the_order_asked_for() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let admin = app.own_university("LTA").await.admin;
    for (serial, last, first) in
        [(4301, "Rashidova", "Kamola"), (4302, "Nazarova", "Dilfuza"), (4303, "Ergasheva", "Lola"), (4304, "Usmonova", "Barno")]
    {
        StaffBuilder::new(serial).named(last, first, "Akmalovna").by(&admin).build(&app).await;
    }
    let ids_of = |sql: &str| ids_of(&app, sql);
    let by_name = ids_of(
        "SELECT s.id FROM staffs s JOIN citizens c ON c.id = s.citizen_id WHERE s.deleted_at IS NULL \
         ORDER BY c.last_name, c.first_name, c.middle_name, s.id",
    );
    let by_id_desc = ids_of("SELECT id FROM staffs WHERE deleted_at IS NULL ORDER BY id DESC");
    assert!(by_name.len() > 3, "the four employed here among them");
    for (ordering, expected) in [("full_name", &by_name), ("-id", &by_id_desc)] {
        let mut listed = Vec::new();
        for page in 1..=by_name.len().div_ceil(3) {
            let answer = app.get(&format!("/api/v1/staffs/?ordering={ordering}&limit=3&page={page}"), &ministry).await;
            listed.extend(answer.body["results"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()));
        }
        assert_eq!(&listed, expected, "pages ordered by {ordering}");
    }
    // The order follows a person's new name, however it was changed.
    let last = *by_name.last().unwrap();
    app.exec(&format!(
        "UPDATE citizens SET last_name = 'Aaronov' FROM staffs WHERE staffs.id = {last} AND citizens.id = staffs.citizen_id"
    ));
    let first = app.get("/api/v1/staffs/?ordering=full_name&limit=1", &ministry).await;
    assert_eq!(first.body["results"][0]["id"].as_i64(), Some(last), "{}", first.body);
}

#[actix_web::test]
async fn a_student_search_past_the_exact_count_answers_an_estimate_beside_a_page_in_order() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let admin = app.own_university("LTA").await.admin;
    let curriculum = CurriculumBuilder::new("Ommaviy reja").approved().by(&admin).build(&app).await.id;
    let group = GroupBuilder::new("OM-26-01", curriculum).by(&admin).build(&app).await.id;
    app.exec(&format!(
        "WITH people AS (INSERT INTO citizens (pinfl, last_name, first_name, middle_name, birth_date, gender, passport) \
           SELECT lpad((71000000000000 + n)::text, 14, '0'), 'Ommaviyeva', 'Talaba' || n, '', DATE '2006-01-01', 2, \
                  'ZZ' || lpad(n::text, 7, '0') FROM generate_series(1, 10050) AS n RETURNING id) \
         INSERT INTO students (institution_id, citizen_id, edu_group_id, student_status, social_status) \
         SELECT g.institution_id, people.id, g.id, 'ACTIVE', '' FROM people, edu_groups g WHERE g.id = {group}"
    ));
    app.exec("ANALYZE students");
    app.exec("ANALYZE citizens");
    let expected = |order: &str| {
        let sql = format!(
            "SELECT s.id FROM students s JOIN citizens c ON c.id = s.citizen_id \
             WHERE s.deleted_at IS NULL AND c.last_name = 'Ommaviyeva' ORDER BY {order} LIMIT 10 OFFSET 20"
        );
        ids_of(&app, &sql)
    };
    for (ordering, order) in [("-id", "s.id DESC"), ("fio", "c.last_name, c.first_name, c.middle_name, s.id")] {
        let many = app.get(&format!("/api/v1/students/?search=Ommaviyeva&ordering={ordering}&limit=10&page=3"), &ministry).await;
        assert_eq!(many.status, StatusCode::OK, "{}", many.body);
        assert_eq!(many.body["count_is_estimate"], true, "{}", many.body["count"]);
        assert!(many.body["count"].as_i64().unwrap() > 10_000, "{}", many.body["count"]);
        let listed: Vec<i64> = many.body["results"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
        assert_eq!(listed, expected(order), "the third page ordered by {ordering}");
    }
    // Without a search the list is counted exactly, from the counters, however many match.
    let all = app.get("/api/v1/students/?limit=5&page=2", &ministry).await;
    assert_eq!(all.body["count"].as_i64(), Some(app.count("SELECT count(*) FROM students WHERE deleted_at IS NULL")));
    assert!(all.body.get("count_is_estimate").is_none());
    let sixth = app.count("SELECT id FROM students WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1 OFFSET 5");
    assert_eq!(all.body["results"][0]["id"].as_i64(), Some(sixth), "the second page of five begins with the sixth");
}

/// The API's total and the exact count of the same rows, for the student and group filters that
/// the report tallies answer, as `reader` sees them (`own`: the reader's institution, if any).
async fn tallied_totals(app: &TestApp, reader: &str, own: Option<i64>) -> Vec<(String, i64, i64)> {
    let scope = own.map_or("TRUE".to_string(), |id| format!("s.institution_id = {id}"));
    let group_scope = own.map_or("TRUE".to_string(), |id| format!("g.institution_id = {id}"));
    let direction = app.count("SELECT min(edu_direction_id) FROM edu_groups WHERE deleted_at IS NULL");
    let mut filters = vec![];
    for course in 1..=4 {
        filters.push(("students", format!("course={course}"), format!("g.course = {course}")));
        filters.push(("students", format!("course={course}&gender=2"), format!("g.course = {course} AND c.gender = 2")));
        filters.push(("edu-groups", format!("course={course}"), format!("g.course = {course}")));
        filters.push(("edu-groups", format!("course={course}&status=ACTIVE"), format!("g.course = {course} AND g.status = 'ACTIVE'")));
    }
    filters.push(("students", "gender=1".into(), "c.gender = 1".into()));
    filters.push(("students", "gender=2&student_status=ON-LEAVE".into(), "c.gender = 2 AND s.student_status = 'ON-LEAVE'".into()));
    filters.push(("edu-groups", format!("edu_direction_id={direction}"), format!("g.edu_direction_id = {direction}")));
    let mut totals = Vec::new();
    for (list, query, condition) in filters {
        let answer = app.get(&format!("/api/v1/{list}/?{query}&limit=1"), reader).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        assert!(answer.body.get("count_is_estimate").is_none(), "a total without search is exact: {}", answer.body);
        let exact = match list {
            "students" => app.count(&format!(
                "SELECT count(*) FROM students s JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id \
                 WHERE s.deleted_at IS NULL AND {scope} AND {condition}"
            )),
            _ => app.count(&format!("SELECT count(*) FROM edu_groups g WHERE g.deleted_at IS NULL AND {group_scope} AND {condition}")),
        };
        totals.push((format!("{list}?{query}"), answer.body["count"].as_i64().unwrap(), exact));
    }
    totals
}

#[actix_web::test]
async fn student_and_group_totals_by_course_gender_and_direction_stay_exact() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let home = app.own_university("LTA").await;
    let (otmadmin, own) = (home.admin.clone(), home.id);
    // Groups of two courses, students of both genders, one woman on leave.
    let curriculum = CurriculumBuilder::new("Hisob reja").approved().by(&otmadmin).build(&app).await.id;
    let first_course = GroupBuilder::new("HR-26-01", curriculum).by(&otmadmin).build(&app).await.id;
    let second_course = GroupBuilder::new("HR-25-01", curriculum).course(2, 3).by(&otmadmin).build(&app).await.id;
    let mut women = Vec::new();
    for (group, serial) in [(first_course, 940_001), (first_course, 940_002), (second_course, 940_003)] {
        women.push(StudentBuilder::new(group, serial).by(&otmadmin).build(&app).await.id);
    }
    let mut man = StudentBuilder::new(second_course, 940_004).named("Toshmatov Sardor Botir o‘g‘li").body();
    man["gender"] = json!(1);
    man["pinfl"] = json!(pinfl(chrono::NaiveDate::from_ymd_opt(2007, 3, 14).unwrap(), 1, 940_004));
    assert_eq!(app.post("/api/v1/students/", &otmadmin, man).await.status, StatusCode::CREATED);
    let leave = json!({ "status": "ON-LEAVE", "date": "2026-11-01", "order_number": "6" });
    assert_eq!(app.post(&format!("/api/v1/students/{}/status/", women[2]), &otmadmin, leave).await.status, StatusCode::OK);
    let check = |when: &'static str| {
        let app = &app;
        let (ministry, otmadmin) = (&ministry, &otmadmin);
        async move {
            for (reader, scope) in [(ministry, None), (otmadmin, Some(own))] {
                let totals = tallied_totals(app, reader, scope).await;
                assert!(totals.iter().any(|(_, listed, _)| *listed > 0), "there are students and groups");
                assert_exact(&totals, when);
            }
        }
    };
    check("before the changes").await;

    let student = app
        .count(&format!("SELECT min(id) FROM students WHERE institution_id = {own} AND student_status = 'ACTIVE' AND deleted_at IS NULL"));
    let moved = app
        .post(
            &format!("/api/v1/students/{student}/status/"),
            &otmadmin,
            json!({ "status": "ON-LEAVE", "date": "2026-11-01", "order_number": "7" }),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    // A group moved to another course takes its students' figures along.
    app.exec(&format!(
        "UPDATE edu_groups SET course = CASE WHEN course = 4 THEN 1 ELSE course + 1 END \
         WHERE id = (SELECT edu_group_id FROM students WHERE id = {student})"
    ));
    app.exec(&format!("UPDATE citizens SET gender = 3 - gender WHERE id = (SELECT citizen_id FROM students WHERE id = {student})"));
    check("after a status change, a group's new course and a person's corrected gender").await;
    app.exec("SELECT report_tallies_compact()");
    check("after the tallies are folded").await;
}

/// The ids a list answers, in its order.
fn listed_ids(body: &Value) -> Vec<i64> {
    let mut ids: Vec<i64> = body["results"].as_array().expect("results").iter().map(|r| r["id"].as_i64().expect("an id")).collect();
    ids.sort_unstable();
    ids
}

/// Uzbek o‘ and g‘ are typed with any of five apostrophes (and stored with any of them): a name
/// search finds the person whichever form either side holds, for students, graduates and staff,
/// and a search without an apostrophe finds the same people as before.
#[actix_web::test]
async fn a_name_search_finds_o_and_g_typed_with_any_form_of_the_apostrophe() {
    let app = TestApp::new().await;
    // Searched nationally, as the ministry, within the institution that holds the people made here.
    let own = app.own_university("LTA").await;
    let (admin, reader) = (own.admin.clone(), app.ministry().await);
    let within = own.id;
    let curriculum = CurriculumBuilder::new("Tutuq belgisi").approved().by(&admin).build(&app).await.id;
    let group = GroupBuilder::new("TB-26-01", curriculum).by(&admin).build(&app).await.id;
    let stored = [
        "Qo‘chqorov Ulug‘bek Botir o‘g‘li",
        "Qoʻchqorov Gʻayrat Olim oʻgʻli",
        "Qo'chqorov Sherzod Anvar o'g'li",
        "Qo’chqorova Go’zal Akmal qizi",
    ];
    let mut students = Vec::new();
    for (i, name) in stored.iter().enumerate() {
        students.push(StudentBuilder::new(group, 930_001 + i as u32).named(name).by(&admin).build(&app).await.id);
    }
    students.sort_unstable();
    let staff = StaffBuilder::new(930_101).named("G‘ofurova", "O‘g‘iloy", "Rustamovna").by(&admin).build(&app).await.id;

    for typed in ["qo'chqorov", "Qo‘chqorov", "QOʻCHQOROV", "qo`chqorov", "qo’chqorov", "qoʼchqorov"] {
        let path = format!("/api/v1/students/?institution_id={within}&search={}&limit=20", urlencoding(typed));
        let found = app.get(&path, &reader).await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.body);
        assert_eq!(listed_ids(&found.body), students, "{typed}");
        assert_eq!(found.body["count"], 4, "{typed}");
    }
    for (typed, expected) in
        [("qo'chqorov ulug`bek", vec![students[0]]), ("qoʻchqorov g'ayrat", vec![students[1]]), ("qo`chqorova go‘zal", vec![students[3]])]
    {
        let found = app.get(&format!("/api/v1/students/?institution_id={within}&search={}", urlencoding(typed)), &reader).await;
        let mut expected = expected;
        expected.sort_unstable();
        assert_eq!(listed_ids(&found.body), expected, "{typed}");
    }
    // Without an apostrophe a search reads as it always did, the PINFL search too.
    let plain = app.get(&format!("/api/v1/students/?institution_id={within}&search=qo%27chqorov%20sherzod%20anvar"), &reader).await;
    assert_eq!(listed_ids(&plain.body), vec![students[2]]);
    let none = app.get(&format!("/api/v1/students/?institution_id={within}&search=qochqorov"), &reader).await;
    assert_eq!(none.body["count"], 0, "the apostrophe is a letter's part, not dropped");
    let pinfl = app
        .get(
            &format!(
                "/api/v1/students/?institution_id={within}&search={}",
                app.count(&format!(
                    "SELECT c.pinfl::bigint FROM students s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = {}",
                    students[0]
                ))
            ),
            &reader,
        )
        .await;
    assert_eq!(listed_ids(&pinfl.body), vec![students[0]]);

    for typed in ["g'ofurova o'g'iloy", "G`ofurova O’g’iloy", "gʻofurova"] {
        let found = app.get(&format!("/api/v1/staffs/?institution_id={within}&search={}", urlencoding(typed)), &reader).await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.body);
        assert_eq!(listed_ids(&found.body), vec![staff], "{typed}");
    }

    // A graduate is searched the same way.
    app.exec(&format!("UPDATE students SET student_status = 'GRADUATED' WHERE id = {}", students[1]));
    let graduates =
        app.get(&format!("/api/v1/graduates/?institution_id={within}&search={}", urlencoding("qo‘chqorov g'ayrat")), &reader).await;
    assert_eq!(graduates.status, StatusCode::OK, "{}", graduates.body);
    assert_eq!(listed_ids(&graduates.body), vec![students[1]]);
}

fn urlencoding(text: &str) -> String {
    text.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}

//! Orders (buyruq) on PostgreSQL: applied all or nothing, never edited once applied, undone by a
//! reversing order, the status change made by a one-student order, and tenancy.

use actix_web::http::StatusCode;
use serde_json::{json, Value};

use crate::support::fixtures::{CurriculumBuilder, GroupBuilder, InstitutionBuilder, OwnInstitution, StudentBuilder};
use crate::support::{Answer, TestApp};

fn expulsion(number: &str, students: &[i64]) -> Value {
    let items: Vec<Value> = students.iter().map(|s| json!({ "student_id": s, "reason": "O‘z xohishiga ko‘ra" })).collect();
    json!({
        "number": number, "date": "2026-11-20", "kind": "EXPULSION", "purpose": "Talabalar safidan chetlashtirish",
        "body": "Quyidagi talabalar talabalar safidan chetlashtirilsin", "basis": "Talabalarning arizalari", "items": items,
    })
}

fn status_of(app: &TestApp, student: i64) -> String {
    let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).expect("connect");
    diesel::RunQueryDsl::get_result(
        diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!("(SELECT student_status FROM students WHERE id = {student})"))),
        &mut conn,
    )
    .expect("a status")
}

/// A university of the test's own with its admin, and two first-year groups of it on one approved
/// curriculum.
struct Faculty {
    own: OwnInstitution,
    /// The group "OR-26-01", where `two_students` enrol.
    first: i64,
    /// The group "OR-26-02".
    second: i64,
}

impl Faculty {
    async fn build(app: &TestApp, code: &str) -> Faculty {
        let own = app.own_university(code).await;
        let curriculum = CurriculumBuilder::new("Buyruqlar rejasi").approved().by(&own.admin).build(app).await.id;
        let first = GroupBuilder::new("OR-26-01", curriculum).by(&own.admin).build(app).await.id;
        let second = GroupBuilder::new("OR-26-02", curriculum).by(&own.admin).build(app).await.id;
        Faculty { own, first, second }
    }
}

async fn two_students(app: &TestApp, faculty: &Faculty, first: u32) -> (i64, i64) {
    let (group, token) = (faculty.first, &faculty.own.admin);
    let a = StudentBuilder::new(group, first).named("Karimova Malika").by(token).build(app).await.id;
    let b = StudentBuilder::new(group, first + 1).named("Rahimov Jasur").by(token).build(app).await.id;
    (a, b)
}

#[actix_web::test]
async fn an_order_applies_to_every_student_or_to_none_and_its_history_points_to_it() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, b) = two_students(&app, &faculty, 930_001).await;

    // One student is already withdrawn: the whole order is refused naming him, and nobody moves.
    let withdrawn = app
        .post(
            &format!("/api/v1/students/{b}/status/"),
            &token,
            json!({ "status": "WITHDRAW", "date": "2026-11-10", "order_number": "1-Ch" }),
        )
        .await;
    assert_eq!(withdrawn.status, StatusCode::OK, "{}", withdrawn.body);
    let draft = app.post("/api/v1/orders/", &token, expulsion("77-T", &[a, b])).await;
    assert_eq!(draft.status, StatusCode::CREATED, "{}", draft.body);
    assert_eq!(draft.body["result"]["state"], "DRAFT");
    assert_eq!(draft.body["result"]["items"][1]["student_name"], "Rahimov Jasur");
    let id = draft.body["result"]["id"].as_i64().unwrap();
    let refused = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "order_item_refused"), "{}", refused.body);
    assert!(refused.message().contains("Rahimov Jasur"), "{}", refused.body);
    assert_eq!(status_of(&app, a), "ACTIVE", "the first item was rolled back with the rest");
    assert_eq!(app.get(&format!("/api/v1/orders/{id}/"), &token).await.body["result"]["state"], "DRAFT");

    // The draft is edited to name the studying student alone, then applied.
    let mut edited = expulsion("77-T", &[a]);
    edited["version"] = json!(1);
    let saved = app.put(&format!("/api/v1/orders/{id}/"), &token, edited).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let applied = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    assert_eq!(applied.body["result"]["state"], "APPLIED");
    assert_eq!(applied.body["result"]["items"][0]["from_status"], "ACTIVE");
    assert_eq!(status_of(&app, a), "WITHDRAW");
    let card = app.get(&format!("/api/v1/students/{a}/"), &token).await;
    let history = &card.body["result"]["status_history"][0];
    assert_eq!((history["order_id"].as_i64(), history["order_number"].as_str()), (Some(id), Some("77-T")), "{}", card.body);

    // The number is the institution's for the year.
    let taken = app.post("/api/v1/orders/", &token, expulsion("77-t", &[b])).await;
    assert_eq!((taken.status, taken.code()), (StatusCode::CONFLICT, "order_number_taken"));
    let listed = app.get(&format!("/api/v1/orders/?student_id={a}"), &token).await;
    assert_eq!(listed.body["count"], 1, "{}", listed.body);
}

#[actix_web::test]
async fn an_applied_order_is_never_edited_or_deleted_and_is_undone_by_a_reversing_order() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, b) = two_students(&app, &faculty, 930_011).await;
    let draft = app.post("/api/v1/orders/", &token, expulsion("78-T", &[a, b])).await;
    let id = draft.body["result"]["id"].as_i64().unwrap_or_else(|| panic!("{}", draft.body));
    let applied = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);

    let mut edit = expulsion("78-T", &[a]);
    edit["version"] = applied.body["result"]["version"].clone();
    let refused = app.put(&format!("/api/v1/orders/{id}/"), &token, edit).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "order_not_draft"));
    let refused = app.delete(&format!("/api/v1/orders/{id}/"), &token).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "order_not_draft"));
    let again = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!(again.code(), "order_not_draft");

    let reversal = app.post(&format!("/api/v1/orders/{id}/cancel/"), &token, json!({ "number": "79-T", "date": "2026-11-25" })).await;
    assert_eq!(reversal.status, StatusCode::CREATED, "{}", reversal.body);
    let reversal_id = reversal.body["result"]["id"].as_i64().unwrap();
    assert_eq!((reversal.body["result"]["state"].as_str(), reversal.body["result"]["reverses_id"].as_i64()), (Some("APPLIED"), Some(id)));
    assert_eq!((status_of(&app, a), status_of(&app, b)), ("ACTIVE".to_string(), "ACTIVE".to_string()));
    let original = app.get(&format!("/api/v1/orders/{id}/"), &token).await;
    assert_eq!(
        (original.body["result"]["state"].as_str(), original.body["result"]["reversed_by_id"].as_i64()),
        (Some("CANCELLED"), Some(reversal_id))
    );
    let history = app.get(&format!("/api/v1/students/{a}/"), &token).await.body["result"]["status_history"].clone();
    assert_eq!((history[0]["order_id"].as_i64(), history[1]["order_id"].as_i64()), (Some(reversal_id), Some(id)));
    let twice = app.post(&format!("/api/v1/orders/{id}/cancel/"), &token, json!({ "number": "80-T", "date": "2026-11-25" })).await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "order_not_applied"));
    let of_reversal =
        app.post(&format!("/api/v1/orders/{reversal_id}/cancel/"), &token, json!({ "number": "81-T", "date": "2026-11-25" })).await;
    assert_eq!(of_reversal.code(), "order_reversal_final");
    assert_exact_totals(&app, &token, "after a reversal").await;
    // A draft goes freely.
    let draft = app.post("/api/v1/orders/", &token, expulsion("82-T", &[a])).await.body["result"]["id"].as_i64().unwrap();
    assert_exact_totals(&app, &token, "beside a draft").await;
    assert_eq!(app.delete(&format!("/api/v1/orders/{draft}/"), &token).await.status, StatusCode::NO_CONTENT);
    assert_exact_totals(&app, &token, "after a draft is deleted").await;
}

/// The orders list's total under each filter of its screen is the exact count of its rows, read
/// from the counters that the orders' changes keep.
async fn assert_exact_totals(app: &TestApp, token: &str, when: &str) {
    let own = app.get("/api/v1/users/profile/", token).await.body["result"]["institution_id"].as_i64().unwrap();
    for (query, condition) in [
        ("", "TRUE"),
        ("state=DRAFT", "state = 'DRAFT'"),
        ("state=APPLIED", "state = 'APPLIED'"),
        ("state=CANCELLED", "state = 'CANCELLED'"),
        ("kind=EXPULSION", "kind = 'EXPULSION'"),
        ("kind=ADMISSION&state=APPLIED", "kind = 'ADMISSION' AND state = 'APPLIED'"),
    ] {
        let answer = app.get(&format!("/api/v1/orders/?{query}"), token).await;
        assert!(answer.body.get("count_is_estimate").is_none(), "{}", answer.body);
        let exact = app.count(&format!("SELECT count(*) FROM orders WHERE institution_id = {own} AND {condition}"));
        assert_eq!(answer.body["count"].as_i64(), Some(exact), "orders?{query} {when}");
    }
    let counted = app.count("SELECT COALESCE(sum(n), 0)::bigint FROM list_counts WHERE entity = 'order'");
    assert_eq!(counted, app.count("SELECT count(*) FROM orders"), "the counters hold every order {when}");
}

#[actix_web::test]
async fn a_status_change_is_a_one_student_order_and_older_history_keeps_its_number() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, _) = two_students(&app, &faculty, 930_021).await;
    app.exec(&format!(
        "INSERT INTO student_status_history (student_id, from_status, to_status, date, reason, order_number) \
         VALUES ({a}, 'ACTIVE', 'ACTIVE', '2026-09-01', '', '5-eski')"
    ));
    let leave = json!({ "status": "ON-LEAVE", "date": "2026-11-02", "reason": "Sog‘lig‘i sababli", "order_number": "112-T" });
    let moved = app.post(&format!("/api/v1/students/{a}/status/"), &token, leave).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
    let history = &moved.body["result"]["status_history"];
    assert_eq!(history[1]["order_number"], "5-eski");
    assert!(history[1]["order_id"].is_null());
    let order = history[0]["order_id"].as_i64().expect("the move's order");
    let read = app.get(&format!("/api/v1/orders/{order}/"), &token).await.body;
    let read = read.get("result").unwrap_or_else(|| panic!("{read}")).clone();
    assert_eq!(
        (read["kind"].as_str(), read["state"].as_str(), read["number"].as_str()),
        (Some("ACADEMIC_LEAVE"), Some("APPLIED"), Some("112-T"))
    );
    assert_eq!(read["items"][0]["reason"], "Sog‘lig‘i sababli");
}

#[actix_web::test]
async fn an_order_reaches_only_its_own_institution() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, _) = two_students(&app, &faculty, 930_031).await;
    let nuuz = app.own_university("BOSHQA").await.admin;
    let curriculum = CurriculumBuilder::new("NU reja").approved().by(&nuuz).build(&app).await.id;
    let group = GroupBuilder::new("NU-26-01", curriculum).by(&nuuz).build(&app).await.id;
    let theirs = StudentBuilder::new(group, 930_039).by(&nuuz).build(&app).await.id;

    let foreign = app.post("/api/v1/orders/", &token, expulsion("90-T", &[a, theirs])).await;
    assert_eq!((foreign.status, foreign.code()), (StatusCode::UNPROCESSABLE_ENTITY, "order_unknown_student"));
    let ours = app.post("/api/v1/orders/", &token, expulsion("90-T", &[a])).await.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/v1/orders/{ours}/"), &nuuz).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.post(&format!("/api/v1/orders/{ours}/apply/"), &nuuz, json!({})).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/orders/", &nuuz).await.body["count"], 0);
    let ministry = app.ministry().await;
    assert_eq!(app.get(&format!("/api/v1/orders/{ours}/"), &ministry).await.status, StatusCode::OK);
    let teacher = faculty.own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/orders/", &teacher).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn an_order_prints_with_its_students_and_a_qr_code_of_its_public_page() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, b) = two_students(&app, &faculty, 930_041).await;
    let id = app.post("/api/v1/orders/", &token, expulsion("91-T", &[a, b])).await.body["result"]["id"].as_i64().unwrap();
    let printed = app
        .send(
            actix_web::test::TestRequest::get()
                .uri(&format!("/api/v1/orders/{id}/pdf/"))
                .insert_header(("Authorization", format!("Bearer {token}"))),
        )
        .await;
    assert_eq!(printed.status, StatusCode::OK);
    let text = crate::support::pdf_text(&printed.raw);
    for expected in ["BUYRUQ", "№ 91-T", "Karimova Malika", "Rahimov Jasur", "OR-26-01", "O‘z xohishiga ko‘ra", "/report/order/"] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    // In Uzbek in Cyrillic the form's words and the kind are Cyrillic; the number, the names and
    // the reason typed stay as typed.
    let printed = app.request(actix_web::http::Method::GET, &format!("/api/v1/orders/{id}/pdf/"), Some(&token), None, "uz-Cyrl").await;
    let text = crate::support::pdf_text(&printed.raw);
    for expected in ["БУЙРУҚ", "Талабалар сафидан четлаштириш", "Ҳолати", "№ 91-T", "Karimova Malika", "OR-26-01", "O‘z xohishiga ko‘ra"]
    {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    assert!(!text.contains("BUYRUQ") && !text.contains("Holati"), "{text}");
    let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).expect("connect");
    let public_id: String = diesel::RunQueryDsl::get_result(
        diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!("(SELECT public_id::text FROM orders WHERE id = {id})"))),
        &mut conn,
    )
    .expect("a public id");
    let report = app.send(actix_web::test::TestRequest::get().uri(&format!("/api/v1/reports/orders/{public_id}/"))).await;
    assert_eq!(report.status, StatusCode::OK, "{}", report.body);
    assert_eq!((report.body["result"]["number"].as_str(), report.body["result"]["students"].as_i64()), (Some("91-T"), Some(2)));
    assert!(report.body["result"].get("items").is_none(), "the public page names no student");
    let unknown = app.send(actix_web::test::TestRequest::get().uri("/api/v1/reports/orders/not-a-uuid/")).await;
    assert_eq!((unknown.status, unknown.code()), (StatusCode::NOT_FOUND, "document_not_found"));
}

#[actix_web::test]
async fn a_transfer_moves_students_to_another_group_of_the_institution_and_back_on_reversal() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, b) = two_students(&app, &faculty, 930_051).await;
    let (from, to) = (faculty.first, faculty.second);
    let item = |s: i64| json!({ "student_id": s, "to_edu_group_id": to });
    let body = json!({ "number": "95-K", "date": "2026-11-21", "kind": "TRANSFER", "items": [item(a), item(b)] });
    let id = app.post("/api/v1/orders/", &token, body).await.body["result"]["id"].as_i64().unwrap();
    let applied = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    let group_of = |s: i64| app.count(&format!("SELECT edu_group_id FROM students WHERE id = {s}"));
    assert_eq!((group_of(a), group_of(b)), (to, to));
    assert_eq!(status_of(&app, a), "ACTIVE", "a transfer keeps the status");
    app.post(&format!("/api/v1/orders/{id}/cancel/"), &token, json!({ "number": "96-K", "date": "2026-11-22" })).await;
    assert_eq!((group_of(a), group_of(b)), (from, from));
    // A transfer to another institution names it and no group: the receiver chooses the group.
    let receiver = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    let elsewhere = json!({ "number": "97-K", "date": "2026-11-21", "kind": "TRANSFER",
        "items": [{ "student_id": a, "to_edu_group_id": to, "to_institution_id": receiver }] });
    let refused = app.post("/api/v1/orders/", &token, elsewhere).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body["error"]["fields"]["items[0].to_edu_group_id"].is_array(), "{}", refused.body);
}

#[actix_web::test]
async fn a_transfer_between_institutions_moves_the_record_with_its_history_and_results_and_keeps_tenancy() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, other) = two_students(&app, &faculty, 930_071).await;
    let from = faculty.first;
    let receiving = app.own_university("QABUL").await;
    let (nuuz, receiver) = (receiving.admin.clone(), receiving.id);
    let curriculum = CurriculumBuilder::new("NU reja").approved().by(&nuuz).build(&app).await.id;
    let group = GroupBuilder::new("NU-26-01", curriculum).by(&nuuz).build(&app).await.id;
    let own_curriculum = app.count(&format!("SELECT curriculum_id FROM edu_groups WHERE id = {from}"));
    let subject = app.count("SELECT min(id) FROM edu_subjects");
    app.exec(&format!(
        "INSERT INTO ratings (student_id, curriculum_id, edu_subject_id, semester_number, rating) VALUES ({a}, {own_curriculum}, {subject}, 1, 86)"
    ));

    // Those who draft orders pick the receiver by name without reading institutions' cards.
    let targets = app.get("/api/v1/orders/transfer-institutions/?search=QABUL", &token).await;
    assert_eq!(targets.status, StatusCode::OK, "{}", targets.body);
    assert_eq!(targets.body["results"][0]["id"].as_i64(), Some(receiver), "{}", targets.body);
    let teacher = faculty.own.account(&app, "TEACHER").await;
    assert_eq!(app.get("/api/v1/orders/transfer-institutions/", &teacher).await.status, StatusCode::FORBIDDEN);

    // The sender's order names the receiving institution; applying releases the student there.
    let release = json!({ "number": "98-K", "date": "2026-11-21", "kind": "TRANSFER",
        "items": [{ "student_id": a, "reason": "O‘qishni ko‘chirish", "to_institution_id": receiver }] });
    let created = app.post("/api/v1/orders/", &token, release).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let release_id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get("/api/v1/orders/incoming-transfers/", &nuuz).await.body["count"], 0, "a draft releases nobody");
    let applied = app.post(&format!("/api/v1/orders/{release_id}/apply/"), &token, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    assert_eq!(status_of(&app, a), "WITHDRAW");
    let card = app.get(&format!("/api/v1/students/{a}/"), &token).await;
    assert_eq!(card.body["result"]["status_history"][0]["order_id"].as_i64(), Some(release_id), "{}", card.body);

    // The receiver sees the released student and nothing else of the sender.
    let incoming = app.get("/api/v1/orders/incoming-transfers/", &nuuz).await;
    assert_eq!(incoming.status, StatusCode::OK, "{}", incoming.body);
    assert_eq!(incoming.body["count"], 1, "{}", incoming.body);
    let row = &incoming.body["results"][0];
    assert_eq!((row["student_id"].as_i64(), row["order_number"].as_str()), (Some(a), Some("98-K")), "{}", incoming.body);
    assert_eq!(row["from_edu_group_name"], "OR-26-01");
    assert_eq!(app.get("/api/v1/orders/incoming-transfers/", &token).await.body["count"], 0, "nobody is released to the sender");
    assert_eq!(app.get(&format!("/api/v1/students/{a}/"), &nuuz).await.status, StatusCode::NOT_FOUND, "not before admission");
    assert_eq!(app.get(&format!("/api/v1/students/{other}/"), &nuuz).await.status, StatusCode::NOT_FOUND);
    let admit = |students: &[i64], number: &str| {
        let items: Vec<Value> = students.iter().map(|s| json!({ "student_id": s, "to_edu_group_id": group })).collect();
        json!({ "number": number, "date": "2026-11-23", "kind": "ADMISSION", "items": items })
    };
    let reaching = app.post("/api/v1/orders/", &nuuz, admit(&[a, other], "5-Q")).await;
    assert_eq!((reaching.status, reaching.code()), (StatusCode::UNPROCESSABLE_ENTITY, "order_unknown_student"), "{}", reaching.body);
    assert!(reaching.message().contains(&other.to_string()), "{}", reaching.body);
    let own_group = app
        .post(
            "/api/v1/orders/",
            &nuuz,
            json!({ "number": "5-Q", "date": "2026-11-23", "kind": "ADMISSION",
        "items": [{ "student_id": a, "to_edu_group_id": from }] }),
        )
        .await;
    let own_group = own_group.body["result"]["id"].as_i64().unwrap_or_else(|| panic!("{}", own_group.body));
    let refused = app.post(&format!("/api/v1/orders/{own_group}/apply/"), &nuuz, json!({})).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "order_item_refused"), "the sender's group is not the receiver's");
    assert_eq!(app.delete(&format!("/api/v1/orders/{own_group}/"), &nuuz).await.status, StatusCode::NO_CONTENT);

    // The receiver's admission order moves the record into its group, results and history along.
    let admission = app.post("/api/v1/orders/", &nuuz, admit(&[a], "6-Q")).await;
    assert_eq!(admission.status, StatusCode::CREATED, "{}", admission.body);
    let admission_id = admission.body["result"]["id"].as_i64().unwrap();
    let applied = app.post(&format!("/api/v1/orders/{admission_id}/apply/"), &nuuz, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    let item = &applied.body["result"]["items"][0];
    assert_eq!((item["from_status"].as_str(), item["to_status"].as_str()), (Some("WITHDRAW"), Some("ACTIVE")), "{}", applied.body);
    assert_ne!(item["from_institution_id"].as_i64(), Some(receiver), "the receiver sees where the student came from");
    assert_eq!(status_of(&app, a), "ACTIVE");
    let card = app.get(&format!("/api/v1/students/{a}/"), &nuuz).await;
    assert_eq!(card.status, StatusCode::OK, "{}", card.body);
    let history = &card.body["result"]["status_history"];
    assert_eq!((history[0]["order_id"].as_i64(), history[1]["order_id"].as_i64()), (Some(admission_id), Some(release_id)), "{}", card.body);
    assert_eq!(history[1]["order_number"], "98-K");
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM ratings WHERE student_id = {a} AND rating = 86")),
        1,
        "the results stay the record's"
    );
    assert_eq!(app.count(&format!("SELECT institution_id FROM students WHERE id = {a}")), receiver);
    assert_eq!(app.get("/api/v1/orders/incoming-transfers/", &nuuz).await.body["count"], 0, "admitted once");

    // The sender keeps its order naming the student in the group they left, and sees nothing of the new group.
    let kept = app.get(&format!("/api/v1/orders/{release_id}/"), &token).await;
    assert_eq!(kept.body["result"]["items"][0]["edu_group_name"], "OR-26-01", "{}", kept.body);
    assert_eq!(kept.body["result"]["state"], "APPLIED");
    assert_eq!(app.get(&format!("/api/v1/students/{a}/"), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/orders/{admission_id}/"), &token).await.status, StatusCode::NOT_FOUND);
    let listed = app.get("/api/v1/students/?search=Karimova", &token).await;
    assert!(!listed.body.to_string().contains("NU-26-01"), "{}", listed.body);
    // Once admitted, the release cannot be reversed under the receiver's feet.
    let reversal =
        app.post(&format!("/api/v1/orders/{release_id}/cancel/"), &token, json!({ "number": "99-K", "date": "2026-11-24" })).await;
    assert_eq!((reversal.status, reversal.code()), (StatusCode::CONFLICT, "order_item_refused"), "{}", reversal.body);

    // The receiver's reversal of its admission sends the record back, released again.
    let undone = app.post(&format!("/api/v1/orders/{admission_id}/cancel/"), &nuuz, json!({ "number": "7-Q", "date": "2026-11-24" })).await;
    assert_eq!(undone.status, StatusCode::CREATED, "{}", undone.body);
    assert_eq!(app.count(&format!("SELECT edu_group_id FROM students WHERE id = {a}")), from);
    assert_eq!(app.get("/api/v1/orders/incoming-transfers/", &nuuz).await.body["count"], 1);
    assert_eq!(app.get(&format!("/api/v1/students/{a}/"), &nuuz).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_order_or_a_status_change_dated_outside_the_orders_years_is_refused_with_the_field_named() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, _) = two_students(&app, &faculty, 930_061).await;
    let orders = app.count("SELECT count(*) FROM orders");
    let refused = app
        .post(
            &format!("/api/v1/students/{a}/status/"),
            &token,
            json!({ "status": "WITHDRAW", "date": "0295-04-19", "order_number": "1-Ch" }),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
    assert_eq!(refused.body["error"]["fields"]["date"][0], "Sana 2000–2200 yillar oralig‘ida bo‘lishi kerak", "{}", refused.body);
    let mut body = expulsion("97-T", &[a]);
    body["date"] = json!("2201-01-01");
    let refused = app.post("/api/v1/orders/", &token, body).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
    assert_eq!(app.count("SELECT count(*) FROM orders"), orders, "nothing written");
    assert_eq!(status_of(&app, a), "ACTIVE");
}

/// A multipart upload of the signed scan of an order.
async fn upload_scan(app: &TestApp, token: &str, id: i64, content: &[u8]) -> Answer {
    let boundary = "emis-order-scan-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"buyruq.pdf\"\r\nContent-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let request = actix_web::test::TestRequest::post()
        .uri(&format!("/api/v1/orders/{id}/scan/"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", "ru"))
        .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
        .set_payload(body);
    app.send(request).await
}

#[actix_web::test]
async fn the_signed_scan_of_an_applied_order_is_attached_by_its_content_and_read_back_within_its_institution() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "BUYRUQ").await;
    let token = faculty.own.admin.clone();
    let (a, _) = two_students(&app, &faculty, 930_061).await;
    let id = app.post("/api/v1/orders/", &token, expulsion("95-T", &[a])).await.body["result"]["id"].as_i64().unwrap();
    let pdf = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec();

    let draft = upload_scan(&app, &token, id, &pdf).await;
    assert_eq!((draft.status, draft.code()), (StatusCode::CONFLICT, "order_scan_of_draft"), "{}", draft.body);
    assert!(draft.message().contains("Черновик"), "localized: {}", draft.body);
    assert_eq!(app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await.status, StatusCode::OK);
    assert_eq!(app.get(&format!("/api/v1/orders/{id}/scan/"), &token).await.status, StatusCode::NOT_FOUND, "no scan yet");

    let zip = upload_scan(&app, &token, id, b"PK\x03\x04 a zip named buyruq.pdf").await;
    assert_eq!((zip.status, zip.code()), (StatusCode::UNPROCESSABLE_ENTITY, "order_scan_not_document"), "{}", zip.body);
    let mut large = pdf.clone();
    large.resize(5 * 1024 * 1024 + 1, b' ');
    let too_large = upload_scan(&app, &token, id, &large).await;
    assert_eq!(too_large.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", too_large.body);

    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR first".to_vec();
    let stored = upload_scan(&app, &token, id, &png).await;
    assert_eq!(stored.status, StatusCode::OK, "{}", stored.body);
    assert_eq!(stored.body["result"]["scan"]["content_type"], "image/png");
    // A later scan replaces the earlier one.
    let stored = upload_scan(&app, &token, id, &pdf).await;
    assert_eq!(stored.status, StatusCode::OK, "{}", stored.body);
    let order = app.get(&format!("/api/v1/orders/{id}/"), &token).await;
    assert_eq!(order.body["result"]["scan"]["content_type"], "application/pdf", "{}", order.body);
    assert_eq!(order.body["result"]["scan"]["size"], pdf.len());
    assert!(order.body["result"]["scan"]["uploaded_at"].is_string());
    let read = app.get(&format!("/api/v1/orders/{id}/scan/"), &token).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.headers.get("content-type").and_then(|v| v.to_str().ok()), Some("application/pdf"));
    assert_eq!(read.raw, pdf);
    // Both uploads are in the audit log, the replaced type beside the new one.
    let superadmin = app.superadmin().await;
    let audit = app.get(&format!("/api/v1/audit-log/?entity_type=order&entity_id={id}&action=update"), &superadmin).await;
    let scans: Vec<String> = audit.body["results"]
        .as_array()
        .unwrap_or_else(|| panic!("{}", audit.body))
        .iter()
        .filter(|r| r.to_string().contains("image/png"))
        .map(|r| r.to_string())
        .collect();
    assert_eq!(scans.len(), 2, "the PNG was added, then replaced by the PDF: {}", audit.body);

    let nuuz = app.own_university("BOSHQA").await.admin;
    assert_eq!(app.get(&format!("/api/v1/orders/{id}/scan/"), &nuuz).await.status, StatusCode::NOT_FOUND);
    assert_eq!(upload_scan(&app, &nuuz, id, &pdf).await.status, StatusCode::NOT_FOUND);
    let teacher = faculty.own.account(&app, "TEACHER").await;
    assert_eq!(upload_scan(&app, &teacher, id, &pdf).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_transfer_to_another_curriculum_credits_the_mapped_subjects_and_owes_the_earlier_others() {
    let app = TestApp::new().await;
    let token = app.own_university("BUYRUQ").await.admin;
    let old = CurriculumBuilder::new("Kunduzgi reja").rating("HUNDRED_POINT").semesters(4).approved().by(&token).build(&app).await.id;
    let new = CurriculumBuilder::new("Sirtqi reja").rating("HUNDRED_POINT").semesters(4).approved().by(&token).build(&app).await.id;
    let from = GroupBuilder::new("KU-26-01", old).by(&token).build(&app).await.id;
    let to = GroupBuilder::new("SI-25-01", new).course(2, 3).by(&token).build(&app).await.id;
    let a = StudentBuilder::new(from, 930_091).named("Karimova Malika").by(&token).build(&app).await.id;
    let planned = |curriculum: i64, semester: i64| -> Vec<i64> {
        let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).expect("connect");
        diesel::RunQueryDsl::get_result(
            diesel::select(diesel::dsl::sql::<diesel::sql_types::Array<diesel::sql_types::BigInt>>(&format!(
                "(SELECT COALESCE(array_agg(edu_subject_id ORDER BY edu_subject_id), '{{}}') FROM assessment_plans \
                 WHERE curriculum_id = {curriculum} AND semester_number = {semester})"
            ))),
            &mut conn,
        )
        .expect("the planned subjects")
    };
    let (passed, failed) = (planned(old, 1)[0], planned(old, 1)[1]);
    app.exec(&format!(
        "INSERT INTO ratings (student_id, curriculum_id, edu_subject_id, semester_number, rating) \
         VALUES ({a}, {old}, {passed}, 1, 86), ({a}, {old}, {failed}, 1, 20)"
    ));
    // The subject passed in the old curriculum counts as the new one's subject of the same name.
    let credited = planned(new, 1).into_iter().find(|s| *s == passed).expect("both curricula teach it");
    let behind: Vec<i64> = planned(new, 1).into_iter().chain(planned(new, 2)).collect();
    let transfer = |number: &str, map: Value| {
        json!({ "number": number, "date": "2026-11-21", "kind": "TRANSFER",
            "items": [{ "student_id": a, "to_edu_group_id": to, "subject_map": map }] })
    };
    let orders = || app.count("SELECT count(*) FROM orders");
    let before = orders();

    // A subject not passed, or not of the new curriculum, is refused with the line's field named.
    let refused = app
        .post("/api/v1/orders/", &token, transfer("31-K", json!([{ "from_edu_subject_id": failed, "to_edu_subject_id": credited }])))
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
    assert!(refused.body["error"]["fields"]["items[0].subject_map[0].from_edu_subject_id"].is_array(), "{}", refused.body);
    let twice = json!([{ "from_edu_subject_id": passed, "to_edu_subject_id": credited },
        { "from_edu_subject_id": passed, "to_edu_subject_id": credited }]);
    let refused = app.post("/api/v1/orders/", &token, transfer("31-K", twice)).await;
    assert!(refused.body["error"]["fields"]["items[0].subject_map[1].to_edu_subject_id"].is_array(), "{}", refused.body);
    assert_eq!(orders(), before, "nothing written");

    let map = json!([{ "from_edu_subject_id": passed, "to_edu_subject_id": credited }]);
    let created = app.post("/api/v1/orders/", &token, transfer("31-K", map)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(created.body["result"]["items"][0]["subject_map"][0]["to_edu_subject_id"].as_i64(), Some(credited), "{}", created.body);
    let applied = app.post(&format!("/api/v1/orders/{id}/apply/"), &token, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    assert_eq!(app.count(&format!("SELECT edu_group_id FROM students WHERE id = {a}")), to);

    // The credited subject shows in the new curriculum's results with its rating.
    let results = app.get(&format!("/api/v1/students/{a}/results/"), &token).await;
    assert_eq!(results.status, StatusCode::OK, "{}", results.body);
    let subjects: Vec<Value> =
        results.body["result"]["semesters"].as_array().unwrap().iter().flat_map(|s| s["subjects"].as_array().unwrap().clone()).collect();
    let shown = subjects.iter().find(|s| s["edu_subject_id"].as_i64() == Some(credited)).unwrap_or_else(|| panic!("{}", results.body));
    assert_eq!((shown["passed"].as_bool(), shown["source"].as_str()), (Some(true), Some("RECORDED")), "{}", results.body);

    // Every other subject of semesters 1 and 2 of the new curriculum is an academic debt.
    let debts = app.get(&format!("/api/v1/academic-debts/?edu_group_id={to}"), &token).await;
    assert_eq!(debts.status, StatusCode::OK, "{}", debts.body);
    assert_eq!(debts.body["count"], 1, "{}", debts.body);
    let mut owed: Vec<i64> =
        debts.body["results"][0]["subjects"].as_array().unwrap().iter().map(|s| s["edu_subject_id"].as_i64().unwrap()).collect();
    owed.sort_unstable();
    let mut expected: Vec<i64> = behind.into_iter().filter(|s| *s != credited).collect();
    expected.sort_unstable();
    assert_eq!(owed, expected, "{}", debts.body);

    // Reversed, the transfer leaves nothing credited or owed in the new curriculum.
    let reversed = app.post(&format!("/api/v1/orders/{id}/cancel/"), &token, json!({ "number": "31-K-B", "date": "2026-11-22" })).await;
    assert_eq!(reversed.status, StatusCode::CREATED, "{}", reversed.body);
    assert_eq!(reversed.body["result"]["items"][0]["subject_map"], json!([]), "the reversal credits nothing");
    assert_eq!(app.count(&format!("SELECT count(*) FROM transfer_debts WHERE student_id = {a}")), 0);
    assert_eq!(app.count(&format!("SELECT count(*) FROM ratings WHERE student_id = {a} AND curriculum_id = {new}")), 0);
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM ratings WHERE student_id = {a} AND curriculum_id = {old}")),
        2,
        "the old ratings stay"
    );
}

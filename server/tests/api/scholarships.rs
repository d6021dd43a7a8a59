//! Scholarships on PostgreSQL: the ministry's types with their amounts, an applied scholarship
//! order paying the months of its span until its student leaves, refusing a contract student, the
//! month list equal to a hand count, tenancy, and the student's own view in the portal.

use actix_web::http::StatusCode;
use chrono::Datelike;
use serde_json::{json, Value};

use crate::support::fixtures::{
    created, AccountBuilder, CurriculumBuilder, GroupBuilder, InstitutionBuilder, OwnInstitution, StudentBuilder,
};
use crate::support::TestApp;

/// The academic year running today in Tashkent, by the calendar year it begins in: the tests'
/// contracts and awards are of it.
fn running_year() -> i32 {
    let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
    if today.month() >= 9 {
        today.year()
    } else {
        today.year() - 1
    }
}

/// A scholarship order for the autumn semester of the running year.
fn order(number: &str, kind: i64, students: &[i64]) -> Value {
    let y = running_year();
    let items: Vec<Value> = students
        .iter()
        .map(|s| json!({ "student_id": s, "scholarship_type": kind, "date_from": format!("{y}-09-01"), "date_to": format!("{}-01-31", y + 1) }))
        .collect();
    json!({
        "number": number, "date": format!("{y}-08-30"), "kind": "SCHOLARSHIP", "purpose": "Stipendiya tayinlash",
        "body": "Quyidagi talabalarga stipendiya tayinlansin", "basis": "Stipendiya komissiyasining qarori", "items": items,
    })
}

/// A university of the test's own with its admin and accountant, and a curriculum its groups study.
struct Campus {
    own: OwnInstitution,
    accountant: String,
    curriculum: i64,
}

impl Campus {
    async fn build(app: &TestApp, code: &str) -> Campus {
        let own = app.own_university(code).await;
        let username = format!("accountant.{}", code.to_lowercase());
        let accountant = AccountBuilder::new(&username).role("ACCOUNTANT").at(own.id).build(app).await.token;
        let curriculum = CurriculumBuilder::new("Stipendiya rejasi").approved().by(&own.admin).build(app).await.id;
        Campus { own, accountant, curriculum }
    }

    async fn group(&self, app: &TestApp, name: &str) -> i64 {
        GroupBuilder::new(name, self.curriculum).by(&self.own.admin).build(app).await.id
    }

    async fn student(&self, app: &TestApp, group: i64, serial: u32, fio: &str) -> i64 {
        StudentBuilder::new(group, serial).named(fio).by(&self.own.admin).build(app).await.id
    }

    /// A contract of the running academic year: its student studies on a contract, not on a state grant.
    async fn contract(&self, app: &TestApp, student: i64) {
        let y = running_year();
        let body = json!({ "student_id": student, "date": format!("{y}-08-30"), "academic_year": y, "contract_kind": "RAISED",
                           "discount_percent": 0, "amount": 1_000_000_000 });
        created(app, &self.accountant, "/api/v1/finance/contracts/", body).await;
    }

    /// An order of the admin's, applied.
    async fn applied(&self, app: &TestApp, body: Value) -> i64 {
        let id = created(app, &self.own.admin, "/api/v1/orders/", body).await.id;
        let applied = app.post(&format!("/api/v1/orders/{id}/apply/"), &self.own.admin, json!({})).await;
        assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
        id
    }
}

/// A scholarship type of the ministry paying `before` a month from last academic year's September
/// and `now` from the running year's.
async fn scholarship_type(app: &TestApp, uz: &str, before: i64, now: i64) -> i64 {
    let y = running_year();
    let body = json!({
        "name": { "uz": uz, "ru": "", "en": "" },
        "amounts": [
            { "amount": before, "effective_from": format!("{}-09-01", y - 1) },
            { "amount": now, "effective_from": format!("{y}-09-01") },
        ],
    });
    created(app, &app.ministry().await, "/api/v1/scholarship-types/", body).await.id
}

fn month_of(answer: &Value, student: i64) -> Option<i64> {
    answer["results"].as_array()?.iter().find(|r| r["student_id"] == student).and_then(|r| r["amount"].as_i64())
}

#[actix_web::test]
async fn the_ministry_sets_types_with_their_amounts_and_a_type_an_order_names_stays() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let campus = Campus::build(&app, "STIP").await;
    let admin = campus.own.admin.clone();
    let searched = |answer: &crate::support::Answer| answer.body["count"].as_i64().unwrap_or(-1);
    let before = searched(&app.get("/api/v1/scholarship-types/?search=ijtimoiy", &admin).await);
    let body = json!({
        "name": { "uz": "Ijtimoiy stipendiya", "ru": "Социальная стипендия", "en": "" },
        "amounts": [{ "amount": 50_000_000, "effective_from": "2026-01-01" }, { "amount": 60_000_000, "effective_from": "2026-09-01" }],
    });
    assert_eq!(app.post("/api/v1/scholarship-types/", &admin, body.clone()).await.status, StatusCode::FORBIDDEN);
    let created = app.post("/api/v1/scholarship-types/", &ministry, body.clone()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(created.body["result"]["amounts"][0]["effective_from"], "2026-09-01", "newest first");
    let taken = app.post("/api/v1/scholarship-types/", &ministry, body).await;
    assert_eq!((taken.status, taken.code()), (StatusCode::CONFLICT, "scholarship_type_name_taken"));
    let invalid = app
        .post(
            "/api/v1/scholarship-types/",
            &ministry,
            json!({ "name": { "uz": "" }, "amounts": [{ "amount": 0, "effective_from": "2026-13-01" }] }),
        )
        .await;
    assert_eq!(invalid.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields: Vec<&str> = invalid.body["error"]["fields"].as_object().map(|f| f.keys().map(String::as_str).collect()).unwrap_or_default();
    for field in ["name.uz", "amounts.0.amount", "amounts.0.effective_from"] {
        assert!(fields.contains(&field), "{field} in {}", invalid.body);
    }

    let edited = app
        .put(
            &format!("/api/v1/scholarship-types/{id}/"),
            &ministry,
            json!({ "name": { "uz": "Ijtimoiy stipendiya" }, "amounts": [{ "amount": 70_000_000, "effective_from": "2025-09-01" }], "version": 1 }),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!((edited.body["result"]["amount_now"].as_i64(), edited.body["result"]["version"].as_i64()), (Some(70_000_000), Some(2)));
    assert_eq!(app.last_audit_record()["entity_type"], "scholarship_type");
    let listed = app.get("/api/v1/scholarship-types/?search=ijtimoiy", &admin).await;
    assert_eq!(searched(&listed), before + 1, "an order's author reads the types: {}", listed.body);

    let used = scholarship_type(&app, "Sinov stipendiyasi", 69_200_000, 75_000_000).await;
    let group = campus.group(&app, "ST-26-01").await;
    let student = campus.student(&app, group, 940_011, "Karimova Malika").await;
    crate::support::fixtures::created(&app, &admin, "/api/v1/orders/", order("S-1", used, &[student])).await;
    let kept = app.delete(&format!("/api/v1/scholarship-types/{used}/"), &ministry).await;
    assert_eq!((kept.status, kept.code()), (StatusCode::CONFLICT, "scholarship_type_in_use"));
    assert_eq!(app.delete(&format!("/api/v1/scholarship-types/{id}/"), &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/scholarship-types/{id}/"), &ministry).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_award_pays_each_month_of_its_span_until_the_month_after_its_student_leaves() {
    let app = TestApp::new().await;
    let y = running_year();
    let campus = Campus::build(&app, "STIP").await;
    let admin = campus.own.admin.clone();
    let group = campus.group(&app, "ST-26-01").await;
    let staying = campus.student(&app, group, 940_001, "Karimova Malika").await;
    let leaving = campus.student(&app, group, 940_002, "Rahimov Jasur").await;
    let kind = scholarship_type(&app, "Sinov stipendiyasi", 69_200_000, 75_000_000).await;
    // Another group: its state-grant students have the scholarship of the autumn by order S-14,
    // its student on a contract has none.
    let other_group = campus.group(&app, "ST-25-01").await;
    let mut state_grant = Vec::new();
    for (serial, fio) in [(940_021, "Aliyeva Nodira"), (940_022, "Qodirov Sardor"), (940_023, "Yusupova Dilnoza")] {
        state_grant.push(campus.student(&app, other_group, serial, fio).await);
    }
    let on_contract = campus.student(&app, other_group, 940_024, "Ergashev Bekzod").await;
    campus.contract(&app, on_contract).await;
    campus.applied(&app, order("S-14", kind, &state_grant)).await;

    // A student studying on a contract refuses the whole order, by name.
    let mixed = app.post("/api/v1/orders/", &admin, order("S-90", kind, &[staying, on_contract])).await;
    assert_eq!(mixed.status, StatusCode::CREATED, "{}", mixed.body);
    let mixed = mixed.body["result"]["id"].as_i64().unwrap();
    let refused = app.post(&format!("/api/v1/orders/{mixed}/apply/"), &admin, json!({})).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "order_item_refused"), "{}", refused.body);
    assert!(refused.message().contains("kontrakt"), "{}", refused.body);
    assert_eq!(app.delete(&format!("/api/v1/orders/{mixed}/"), &admin).await.status, StatusCode::NO_CONTENT);

    let unknown = app.post("/api/v1/orders/", &admin, order("S-91", 999_999, &[staying])).await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", unknown.body);

    let awarded = app.post("/api/v1/orders/", &admin, order("S-92", kind, &[staying, leaving])).await;
    let awarded = awarded.body["result"]["id"].as_i64().unwrap();
    let applied = app.post(&format!("/api/v1/orders/{awarded}/apply/"), &admin, json!({})).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    assert_eq!(app.count(&format!("SELECT count(*) FROM students WHERE id = {staying} AND version = 1")), 1, "an award moves nobody");

    // Expelled on 10 November: paid for November, not from December.
    let expulsion = json!({
        "number": "S-93", "date": format!("{y}-11-10"), "kind": "EXPULSION", "purpose": "Chetlashtirish", "body": "", "basis": "",
        "items": [{ "student_id": leaving, "reason": "O‘z xohishiga ko‘ra" }],
    });
    let expelled = app.post("/api/v1/orders/", &admin, expulsion).await.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.post(&format!("/api/v1/orders/{expelled}/apply/"), &admin, json!({})).await.status, StatusCode::OK);

    let amount = 75_000_000;
    for (month, expected) in [("08", (None, None)), ("11", (Some(amount), Some(amount))), ("12", (Some(amount), None))] {
        let list = app.get(&format!("/api/v1/scholarships/?month={y}-{month}&limit=1000"), &admin).await;
        assert_eq!(list.status, StatusCode::OK, "{}", list.body);
        assert_eq!((month_of(&list.body, staying), month_of(&list.body, leaving)), expected, "{month}");
        // The totals are the month's rows, however the page cuts them.
        let rows = list.body["results"].as_array().unwrap();
        let sum: i64 = rows.iter().filter_map(|r| r["amount"].as_i64()).sum();
        assert_eq!((list.body["count"].as_i64(), list.body["totals"]["amount"].as_i64()), (Some(rows.len() as i64), Some(sum)), "{month}");
    }

    // The base scholarship of ST-25-01, counted by hand: its studying state-grant students.
    let own = campus.own.id;
    let by_hand = app.count(&format!(
        "SELECT count(*) FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE g.name = 'ST-25-01' AND s.institution_id = {own} \
         AND s.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM finance_contracts k WHERE k.student_id = s.id AND k.academic_year = {y}) \
         AND NOT EXISTS (SELECT 1 FROM student_status_history h WHERE h.student_id = s.id AND h.to_status <> 'ACTIVE' \
           AND h.date >= make_date({y}, 9, 1) AND h.date < make_date({y}, 10, 1)) \
         AND EXISTS (SELECT 1 FROM order_items it JOIN orders o ON o.id = it.order_id WHERE it.student_id = s.id AND o.number = 'S-14')",
    ));
    let october = app.get(&format!("/api/v1/scholarships/?month={y}-10&limit=1"), &admin).await;
    let listed_di = app.get(&format!("/api/v1/scholarships/?month={y}-10&limit=1000"), &admin).await;
    let di = listed_di.body["results"].as_array().unwrap().iter().filter(|r| r["group_name"] == "ST-25-01").count() as i64;
    assert!(by_hand > 0);
    assert_eq!(di, by_hand);
    assert_eq!(october.body["results"].as_array().map(Vec::len), Some(1), "one page");
    assert_eq!(october.body["totals"], listed_di.body["totals"], "the totals do not follow the page");

    // The ministry names the institution; an institution's admin never reads another's month.
    let ministry = app.ministry().await;
    assert_eq!(app.get(&format!("/api/v1/scholarships/?month={y}-10"), &ministry).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let read = app.get(&format!("/api/v1/scholarships/?month={y}-10&institution_id={own}"), &ministry).await;
    assert_eq!(read.body["totals"], listed_di.body["totals"]);
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    assert_ne!(app.get(&format!("/api/v1/scholarships/?month={y}-10&institution_id={elsewhere}"), &admin).await.status, StatusCode::OK);
    assert_eq!(app.get("/api/v1/scholarships/?month=2026-1", &admin).await.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[actix_web::test]
async fn a_student_reads_their_own_scholarship_and_a_reversed_order_stops_it() {
    let app = TestApp::new().await;
    let y = running_year();
    let campus = Campus::build(&app, "STIP").await;
    let admin = campus.own.admin.clone();
    let group = campus.group(&app, "ST-26-01").await;
    let awarded = campus.student(&app, group, 940_031, "Karimova Malika").await;
    let on_contract = campus.student(&app, group, 940_032, "Rahimov Jasur").await;
    campus.contract(&app, on_contract).await;
    let kind = scholarship_type(&app, "Sinov davlat stipendiyasi", 300_000_000, 340_000_000).await;
    let s15 = campus.applied(&app, order("S-15", kind, &[awarded])).await;
    let parent = campus.own.parent_of(&app, awarded, "ota.stip").await.token;
    let student = campus.own.student_login(&app, on_contract, "talaba.stip").await;

    let finance = app.get(&format!("/api/v1/me/finance/?student_id={awarded}"), &parent).await;
    assert_eq!(finance.status, StatusCode::OK, "{}", finance.body);
    let award = &finance.body["result"]["scholarships"][0];
    assert_eq!(
        (award["scholarship_type_name"]["uz"].as_str(), award["order_number"].as_str(), award["monthly_amount"].as_i64()),
        (Some("Sinov davlat stipendiyasi"), Some("S-15"), Some(340_000_000))
    );
    let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
    let month = (today.year(), today.month());
    assert_eq!(award["paid_this_month"].as_bool(), Some(month >= (y, 9) && month <= (y + 1, 1)), "{award}");
    let own = app.get("/api/v1/me/finance/", &student).await;
    assert_eq!(own.body["result"]["scholarships"], json!([]), "a contract student has none: {}", own.body);

    // The order reversed on 15 October: paid for October, not from November.
    let reversed = app
        .post(
            &format!("/api/v1/orders/{s15}/cancel/"),
            &admin,
            json!({ "number": "S-15-B", "date": format!("{y}-10-15"), "basis": "Xato" }),
        )
        .await;
    assert_eq!(reversed.status, StatusCode::CREATED, "{}", reversed.body);
    let paid = |body: &Value| body["results"].as_array().is_some_and(|rows| rows.iter().any(|r| r["student_id"] == awarded));
    assert!(paid(&app.get(&format!("/api/v1/scholarships/?month={y}-10&limit=1000"), &admin).await.body));
    assert!(!paid(&app.get(&format!("/api/v1/scholarships/?month={y}-11&limit=1000"), &admin).await.body));
    let after = app.get(&format!("/api/v1/me/finance/?student_id={awarded}"), &parent).await;
    assert_eq!(after.body["result"]["scholarships"][0]["paid_this_month"].as_bool(), Some(month >= (y, 9) && month < (y, 11)));
}

//! Finance over HTTP on PostgreSQL: base amounts (the ministry's), prices (a coefficient or an
//! amount, never both), contracts priced from the base in force, numbered in order and prorated
//! when their student leaves, the debts whose totals are the sums of their rows, tenancy and the
//! accountant's delivered role.

use actix_web::http::StatusCode;
use chrono::Datelike;
use serde_json::{json, Value};

use crate::support::fixtures::{created, CurriculumBuilder, GroupBuilder, InstitutionBuilder, OwnInstitution, StudentBuilder};
use crate::support::TestApp;

/// Today's academic year (it starts in September), in Uzbekistan.
fn this_academic_year() -> i64 {
    let today = (chrono::Utc::now() + chrono::Duration::hours(5)).date_naive();
    i64::from(if today.month() >= 9 { today.year() } else { today.year() - 1 })
}

/// A university of the test's own with its accountant and a teacher (who may not see finance), a
/// group of students, and a raised price of 45 base amounts for the group's direction this academic
/// year.
struct Bursary {
    own: OwnInstitution,
    accountant: String,
    teacher: String,
    year: i64,
    group: i64,
    students: Vec<i64>,
}

impl Bursary {
    /// `first` numbers the students' PINFLs, so that two bursaries of one test enrol other persons.
    async fn build(app: &TestApp, code: &str, first: u32, students: u32) -> Bursary {
        let own = app.own_university(code).await;
        let accountant = own.account(app, "ACCOUNTANT").await;
        let teacher = own.account(app, "TEACHER").await;
        let direction = app.tests_direction().await;
        let curriculum =
            CurriculumBuilder::new(&format!("{code} o‘quv rejasi")).direction(direction).approved().by(&own.admin).build(app).await;
        let group = GroupBuilder::new(&format!("{code}-01"), curriculum.id).direction(direction).by(&own.admin).build(app).await;
        let mut enrolled = Vec::new();
        for serial in first..first + students {
            enrolled.push(StudentBuilder::new(group.id, serial).by(&own.admin).build(app).await.id);
        }
        let year = this_academic_year();
        let price = json!({ "academic_year": year, "edu_direction_id": direction, "edu_form": "FULL_TIME", "contract_kind": "RAISED",
                            "coefficient": "45", "amount": null });
        created(app, &accountant, "/api/v1/finance/prices/", price).await;
        Bursary { own, accountant, teacher, year, group: group.id, students: enrolled }
    }

    /// A contract of the student at `amount` (tiyin), made by the accountant.
    async fn contract(&self, app: &TestApp, student: i64, amount: i64) -> Value {
        created(app, &self.accountant, "/api/v1/finance/contracts/", contract(student, self.year, Some(amount))).await.body
    }
}

fn contract(student: i64, year: i64, amount: Option<i64>) -> Value {
    let mut body = json!({
        "student_id": student, "date": format!("{year}-08-30"), "academic_year": year, "contract_kind": "RAISED", "discount_percent": 10,
    });
    if let Some(amount) = amount {
        body["amount"] = json!(amount);
    }
    body
}

/// The finance tallies the database keeps (per academic year, institution and month) equal the
/// sums of the contracts and payments themselves, before and after their deltas are folded.
fn assert_tallies_agree(app: &TestApp) {
    let differing = "WITH fresh AS ( \
           SELECT academic_year, institution_id, month, sum(contracts)::BIGINT AS c, sum(payments)::BIGINT AS p, \
                  sum(charged)::BIGINT AS ch, sum(paid)::BIGINT AS pa FROM ( \
             SELECT academic_year, institution_id, finance_month(academic_year, date) AS month, 1 AS contracts, 0 AS payments, \
                    charged, 0::BIGINT AS paid FROM finance_contracts \
             UNION ALL \
             SELECT k.academic_year, k.institution_id, finance_month(k.academic_year, p.date), 0, 1, 0, p.amount \
             FROM finance_payments p JOIN finance_contracts k ON k.id = p.contract_id) rows GROUP BY 1, 2, 3), \
         kept AS ( \
           SELECT academic_year, institution_id, month, sum(contracts)::BIGINT AS c, sum(payments)::BIGINT AS p, \
                  sum(charged)::BIGINT AS ch, sum(paid)::BIGINT AS pa FROM finance_tallies GROUP BY 1, 2, 3 \
           HAVING sum(contracts) <> 0 OR sum(payments) <> 0 OR sum(charged) <> 0 OR sum(paid) <> 0) \
         SELECT count(*) FROM ((TABLE fresh EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE fresh)) d";
    assert!(app.count("SELECT count(*) FROM finance_tallies") > 0, "the contracts are tallied");
    assert_eq!(app.count(differing), 0, "the tallies are the rows' sums");
    app.exec("SELECT finance_tallies_compact()");
    assert_eq!(app.count(differing), 0, "the folded tallies are the rows' sums");
}

#[actix_web::test]
async fn an_accountants_contract_takes_its_price_and_the_next_number_and_stops_accruing_when_its_student_leaves() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 3).await;
    let (accountant, year, student) = (bursary.accountant.clone(), bursary.year, bursary.students[0]);
    let set = app
        .post(
            "/api/v1/finance/base-amounts/",
            &app.ministry().await,
            json!({ "amount": 460_000 * 100, "effective_from": format!("{year}-08-15") }),
        )
        .await;
    assert_eq!(set.status, StatusCode::CREATED, "{}", set.body);
    let last = bursary.contract(&app, bursary.students[1], 1_000).await["number_in_year"].as_i64().unwrap();
    let base = app.count(&format!(
        "SELECT amount FROM finance_base_amounts WHERE effective_from <= '{year}-08-30' ORDER BY effective_from DESC LIMIT 1"
    ));
    let coefficient = app.count(&format!(
        "SELECT p.coefficient::BIGINT FROM finance_prices p JOIN students s ON s.id = {student} JOIN edu_groups g ON g.id = s.edu_group_id \
         WHERE p.institution_id = s.institution_id AND p.academic_year = {year} AND p.edu_direction_id = g.edu_direction_id \
         AND p.edu_form = g.edu_form AND p.contract_kind = 'RAISED'"
    ));

    let answer = app.post("/api/v1/finance/contracts/", &accountant, contract(student, year, None)).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    let made = answer.body["result"].clone();
    let amount = (base * coefficient * 2 + 100) / 200;
    assert_eq!(made["amount"], amount, "the coefficient of the base in force on the contract's date");
    assert_eq!(made["number_in_year"], last + 1);
    assert_eq!(made["number"], format!("{year}-{:04}", last + 1));
    assert_eq!(made["net"], amount - (amount * 10 * 2 + 100) / 200);
    assert_eq!((made["months"].as_i64(), made["months_in_year"].as_i64()), (Some(10), Some(10)));
    assert_eq!(made["charged"], made["net"]);
    assert_eq!((made["paid"].as_i64(), made["debt"].clone(), made["status"].as_str()), (Some(0), made["charged"].clone(), Some("DEBTOR")));

    let again = app.post("/api/v1/finance/contracts/", &accountant, contract(student, year, Some(1_000))).await;
    assert_eq!((again.status, again.code()), (StatusCode::CONFLICT, "contract_taken"));

    let id = made["id"].as_i64().unwrap();
    let mut ended = contract(student, year, Some(12_000_000 * 100));
    ended["state"] = json!("ENDED");
    ended["ended_on"] = json!(format!("{year}-12-10"));
    ended["version"] = made["version"].clone();
    let prorated = app.put(&format!("/api/v1/finance/contracts/{id}/"), &accountant, ended.clone()).await;
    assert_eq!(prorated.status, StatusCode::OK, "{}", prorated.body);
    let prorated = &prorated.body["result"];
    assert_eq!((prorated["state"].as_str(), prorated["months"].as_i64()), (Some("ENDED"), Some(4)));
    assert_eq!(prorated["net"], 10_800_000_i64 * 100);
    assert_eq!(prorated["charged"], (4_320_000_i64 * 100), "4 of 10 months");
    let stale = app.put(&format!("/api/v1/finance/contracts/{id}/"), &accountant, ended.clone()).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);

    let mut moved = ended.clone();
    moved["academic_year"] = json!(year + 1);
    moved["version"] = prorated["version"].clone();
    let refused = app.put(&format!("/api/v1/finance/contracts/{id}/"), &accountant, moved).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body["error"]["fields"]["academic_year"].is_array(), "{}", refused.body);

    let lyceum = Bursary::build(&app, "BOSHQA", 11, 1).await.students[0];
    let elsewhere = app.post("/api/v1/finance/contracts/", &accountant, contract(lyceum, year, Some(1_000))).await;
    assert_eq!(elsewhere.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(elsewhere.body["error"]["fields"]["student_id"].is_array());

    let no_price = app.post("/api/v1/finance/contracts/", &accountant, contract(bursary.students[2], year + 1, None)).await;
    assert_eq!((no_price.status, no_price.code()), (StatusCode::UNPROCESSABLE_ENTITY, "no_price"));

    assert_eq!(app.delete(&format!("/api/v1/finance/contracts/{id}/"), &accountant).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count(&format!("SELECT count(*) FROM finance_contracts WHERE id = {id}")), 0);
    assert_tallies_agree(&app);
}

#[actix_web::test]
async fn prices_are_a_coefficient_or_an_amount_once_per_year_direction_form_and_kind_and_the_base_is_the_ministrys() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 0).await;
    let accountant = bursary.accountant.clone();
    let ministry = app.ministry().await;
    let direction = app.count(&format!("SELECT edu_direction_id FROM edu_groups WHERE id = {}", bursary.group));
    let price = |coefficient: &str, amount: Option<i64>| {
        json!({ "academic_year": 2040, "edu_direction_id": direction, "edu_form": "EVENING", "contract_kind": "STANDARD",
                "coefficient": coefficient, "amount": amount })
    };
    let both = app.post("/api/v1/finance/prices/", &accountant, price("1.5", Some(100))).await;
    assert_eq!(both.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(both.body["error"]["fields"]["amount"][0].as_str().map(str::is_empty), Some(false));
    let three_decimals = app.post("/api/v1/finance/prices/", &accountant, price("1.555", None)).await;
    assert!(three_decimals.body["error"]["fields"]["coefficient"].is_array());
    let made = app.post("/api/v1/finance/prices/", &accountant, price("2,5", None)).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!((made.body["result"]["coefficient"].as_str(), made.body["result"]["amount"].is_null()), (Some("2.5"), true));
    assert_eq!(made.body["result"]["institution_id"], bursary.own.id);
    let twice = app.post("/api/v1/finance/prices/", &accountant, price("", Some(100))).await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "price_taken"));

    let base = json!({ "amount": (500_000 * 100), "effective_from": "2040-01-01" });
    assert_eq!(app.post("/api/v1/finance/base-amounts/", &accountant, base.clone()).await.status, StatusCode::FORBIDDEN);
    let set = app.post("/api/v1/finance/base-amounts/", &ministry, base.clone()).await;
    assert_eq!(set.status, StatusCode::CREATED, "{}", set.body);
    let same_day = app.post("/api/v1/finance/base-amounts/", &ministry, base).await;
    assert_eq!((same_day.status, same_day.code()), (StatusCode::CONFLICT, "base_amount_date_taken"));
    let listed = app.get("/api/v1/finance/base-amounts/", &accountant).await;
    assert_eq!(listed.body["results"][0]["effective_from"], "2040-01-01", "newest first");
    let negative = app.post("/api/v1/finance/base-amounts/", &ministry, json!({ "amount": -1, "effective_from": "2041-01-01" })).await;
    assert_eq!(negative.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[actix_web::test]
async fn the_debts_sum_their_rows_exactly_per_student_group_and_institution_within_the_callers_institution() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let national_before = app.get("/api/v1/finance/debts/?level=INSTITUTION", &ministry).await.body;
    let (count_before, charged_before) =
        (national_before["count"].as_i64().unwrap(), national_before["totals"]["charged"].as_i64().unwrap());
    let bursary = Bursary::build(&app, "PUL", 1, 3).await;
    let (accountant, tatu) = (bursary.accountant.clone(), bursary.own.id);
    for (student, amount) in bursary.students.iter().zip([9_000_000, 12_000_000, 7_500_000]) {
        bursary.contract(&app, *student, amount * 100).await;
    }
    let charged = app.count(&format!("SELECT sum(charged)::BIGINT FROM finance_contracts WHERE institution_id = {tatu}"));
    assert!(charged > 0, "the university has contracts");
    for level in ["STUDENT", "GROUP", "INSTITUTION"] {
        let answer = app.get(&format!("/api/v1/finance/debts/?level={level}&limit=10000"), &accountant).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let rows = answer.body["results"].as_array().unwrap();
        assert_eq!(answer.body["count"].as_u64(), Some(rows.len() as u64));
        let sum = |field: &str| rows.iter().map(|r| r[field].as_i64().unwrap()).sum::<i64>();
        assert_eq!(answer.body["totals"]["charged"], sum("charged"), "{level}");
        assert_eq!(answer.body["totals"]["paid"], sum("paid"), "{level}");
        assert_eq!(answer.body["totals"]["debt"], sum("debt"), "{level}");
        assert_eq!(answer.body["totals"]["charged"], charged, "{level}: only the university's own");
        assert!(rows.iter().all(|r| r["institution_id"] == tatu));
    }
    let group = bursary.group;
    let of_group = app.get(&format!("/api/v1/finance/debts/?edu_group_id={group}&limit=10000"), &accountant).await;
    let contracts = app.count(&format!("SELECT count(DISTINCT student_id) FROM finance_contracts WHERE edu_group_id = {group}"));
    assert_eq!(of_group.body["count"], contracts);
    let xlsx = app.get(&format!("/api/v1/finance/debts/?edu_group_id={group}&format=xlsx"), &accountant).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.raw.starts_with(b"PK"), "an Excel file");
    let contracts_xlsx = app.get("/api/v1/finance/contracts/?format=xlsx", &accountant).await;
    assert!(contracts_xlsx.raw.starts_with(b"PK"));

    let superadmin = app.superadmin().await;
    let lyceum_student = Bursary::build(&app, "BOSHQA", 11, 1).await.students[0];
    let made = app.post("/api/v1/finance/contracts/", &superadmin, contract(lyceum_student, bursary.year, Some(5_000_000 * 100))).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let other = made.body["result"]["id"].as_i64().unwrap();
    let lyceum = made.body["result"]["institution_id"].as_i64().unwrap();
    assert_eq!(made.body["result"]["number_in_year"], 1, "each institution numbers its own contracts");
    let national = app.get("/api/v1/finance/debts/?level=INSTITUTION", &ministry).await;
    assert_eq!(national.status, StatusCode::OK);
    assert_eq!(national.body["count"], count_before + 2, "the university and the other: {}", national.body);
    assert_eq!(national.body["totals"]["charged"], charged_before + charged + (4_500_000 * 100), "less its 10 % discount");

    assert_eq!(app.get(&format!("/api/v1/finance/contracts/{other}/"), &accountant).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/finance/contracts/{other}/"), &ministry).await.status, StatusCode::OK);
    let filtered = app.get(&format!("/api/v1/finance/debts/?institution_id={lyceum}"), &accountant).await;
    assert_eq!(filtered.body["count"], 0, "another institution's debts are out of reach");
    let listed = app.get("/api/v1/finance/contracts/?status=DEBTOR", &accountant).await;
    assert_eq!(
        listed.body["count"],
        app.count(&format!("SELECT count(*) FROM finance_contracts WHERE institution_id = {tatu} AND charged > paid"))
    );
    assert_eq!(app.get("/api/v1/finance/contracts/", &bursary.teacher).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn payments_never_exceed_the_debt_unless_a_prepayment_and_every_contracts_payments_balance() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 2).await;
    let accountant = bursary.accountant.clone();
    let paid = bursary.contract(&app, bursary.students[1], 8_000_000 * 100).await;
    let earlier = json!({ "contract_id": paid["id"], "date": "2026-10-01", "amount": 2_000_000 * 100, "document_number": "PP-1", "prepayment": false });
    created(&app, &accountant, "/api/v1/finance/payments/", earlier).await;
    let unbalanced = "SELECT count(*) FROM finance_contracts k WHERE k.paid <> \
                      coalesce((SELECT sum(p.amount) FROM finance_payments p WHERE p.contract_id = k.id), 0)";
    assert_eq!(app.count(unbalanced), 0, "the payments are their contracts' totals");
    assert!(app.count("SELECT count(*) FROM finance_payments") > 0, "there are payments to balance");

    let paying = bursary.contract(&app, bursary.students[0], 10_000_000 * 100).await["id"].as_i64().unwrap();
    let charged = app.count(&format!("SELECT charged FROM finance_contracts WHERE id = {paying}"));
    let payment = |amount: i64, prepayment: bool| json!({ "contract_id": paying, "date": "2026-11-02", "amount": amount, "document_number": "PP-77", "prepayment": prepayment });
    let part = app.post("/api/v1/finance/payments/", &accountant, payment(charged - 100_000 * 100, false)).await;
    assert_eq!(part.status, StatusCode::CREATED, "{}", part.body);
    let read = app.get(&format!("/api/v1/finance/contracts/{paying}/"), &accountant).await.body["result"].clone();
    assert_eq!((read["debt"].as_i64(), read["status"].as_str()), (Some(100_000 * 100), Some("DEBTOR")));

    let beyond = app.post("/api/v1/finance/payments/", &accountant, payment(100_000 * 100 + 1, false)).await;
    assert_eq!((beyond.status, beyond.code()), (StatusCode::UNPROCESSABLE_ENTITY, "payment_beyond_debt"));
    assert!(beyond.message().contains("100 000 so‘m"), "{}", beyond.message());
    let negative = app.post("/api/v1/finance/payments/", &accountant, payment(-5, true)).await;
    assert_eq!(negative.status, StatusCode::UNPROCESSABLE_ENTITY);
    let prepaid = app.post("/api/v1/finance/payments/", &accountant, payment(300_000 * 100, true)).await;
    assert_eq!(prepaid.status, StatusCode::CREATED, "{}", prepaid.body);
    let read = app.get(&format!("/api/v1/finance/contracts/{paying}/"), &accountant).await.body["result"].clone();
    assert_eq!((read["debt"].as_i64(), read["status"].as_str()), (Some(-200_000 * 100), Some("OVERPAID")));

    // An edit is checked against the debt without the payment itself; a delete takes it off.
    let id = prepaid.body["result"]["id"].as_i64().unwrap();
    let mut smaller = payment(100_000 * 100, false);
    smaller["version"] = prepaid.body["result"]["version"].clone();
    smaller["date"] = json!("2026-10-05");
    let edited = app.put(&format!("/api/v1/finance/payments/{id}/"), &accountant, smaller).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    assert_eq!(app.get(&format!("/api/v1/finance/contracts/{paying}/"), &accountant).await.body["result"]["status"], "SETTLED");
    let refused = app.delete(&format!("/api/v1/finance/contracts/{paying}/"), &accountant).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "contract_has_payments"));
    assert_eq!(app.delete(&format!("/api/v1/finance/payments/{id}/"), &accountant).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&format!("/api/v1/finance/contracts/{paying}/"), &accountant).await.body["result"]["debt"], 100_000 * 100);
    assert_eq!(app.count(unbalanced), 0);

    let listed = app.get(&format!("/api/v1/finance/payments/?contract_id={paying}"), &accountant).await;
    assert_eq!(listed.body["count"], 1);
    let xlsx = app.get("/api/v1/finance/payments/?format=xlsx", &accountant).await;
    assert!(xlsx.raw.starts_with(b"PK"));

    // Another institution's contract is no contract to pay, and its payments are out of reach.
    let superadmin = app.superadmin().await;
    let lyceum_student = Bursary::build(&app, "BOSHQA", 11, 1).await.students[0];
    let other = app.post("/api/v1/finance/contracts/", &superadmin, contract(lyceum_student, bursary.year, Some(1_000_000 * 100))).await;
    let other = other.body["result"]["id"].as_i64().unwrap();
    let mut elsewhere = payment(100, false);
    elsewhere["contract_id"] = json!(other);
    let refused = app.post("/api/v1/finance/payments/", &accountant, elsewhere.clone()).await;
    assert!(refused.body["error"]["fields"]["contract_id"].is_array(), "{}", refused.body);
    let theirs = app.post("/api/v1/finance/payments/", &superadmin, elsewhere).await;
    assert_eq!(theirs.status, StatusCode::CREATED);
    let theirs = theirs.body["result"]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/v1/finance/payments/{theirs}/"), &accountant).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/finance/payments/", &bursary.teacher).await.status, StatusCode::FORBIDDEN);
    assert_tallies_agree(&app);
}

/// A bank's statement of payments for the bursary's four contracts: twelve lines, each a tenth of a
/// contract's charge, named by the contract's number and by the student's PINFL in turn, and one line
/// of an unknown payer.
async fn statement(app: &TestApp, bursary: &Bursary) -> String {
    let quoted = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    let bank_amount = |tiyin: i64| {
        let digits = (tiyin / 100).to_string();
        let grouped: String = digits
            .chars()
            .enumerate()
            .flat_map(|(i, d)| (i > 0 && (digits.len() - i).is_multiple_of(3)).then_some(' ').into_iter().chain(std::iter::once(d)))
            .collect();
        format!("{grouped},{:02}", tiyin % 100)
    };
    let mut contracts = Vec::new();
    for (student, amount) in bursary.students.iter().zip([9_000_000, 12_000_000, 7_500_000, 10_000_000]) {
        let made = bursary.contract(app, *student, amount * 100).await;
        let pinfl =
            app.count(&format!("SELECT c.pinfl::bigint FROM students s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = {student}"));
        contracts.push((made, pinfl));
    }
    let year = bursary.year;
    let mut csv = String::from("Sana,Summa,Hujjat raqami,To‘lovchi,To‘lov maqsadi\n");
    for i in 0..12 {
        let (made, pinfl) = &contracts[i % contracts.len()];
        let purpose = if i % 2 == 0 {
            format!("Kontrakt to‘lovi, shartnoma {}", made["number"].as_str().unwrap())
        } else {
            format!("O‘qish uchun to‘lov, JShShIR {pinfl}")
        };
        let amount = made["charged"].as_i64().unwrap() / 10 / 100 * 100;
        let payer = made["student_name"].as_str().unwrap();
        csv.push_str(&format!(
            "{}.11.{year},{},BANK-{year}-{:04},{},{}\n",
            10 + i,
            quoted(&bank_amount(amount)),
            i + 1,
            quoted(payer),
            quoted(&purpose)
        ));
    }
    csv.push_str(&format!(
        "25.11.{year},{},BANK-{year}-0999,\"Noma’lum to‘lovchi\",\"Hisob raqamiga to‘lov\"\n",
        quoted(&bank_amount(500_000 * 100))
    ));
    csv
}

async fn import(app: &TestApp, token: &str, file_name: &str, content: &[u8]) -> crate::support::Answer {
    let boundary = "emis-statement-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: text/csv\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let request = actix_web::test::TestRequest::post()
        .uri("/api/v1/finance/payments/import/")
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", "uz"))
        .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
        .set_payload(body);
    app.send(request).await
}

#[actix_web::test]
async fn a_bank_statement_is_matched_by_contract_number_then_pinfl_imported_whole_or_not_at_all_and_never_twice() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 4).await;
    let accountant = bursary.accountant.clone();
    let statement = statement(&app, &bursary).await;
    let payments_before = app.count("SELECT count(*) FROM finance_payments");
    let paid_before = app.count("SELECT sum(paid)::BIGINT FROM finance_contracts");

    // One bad line (an amount that is no amount) refuses the whole file, naming its line and column.
    let mut lines: Vec<&str> = statement.lines().collect();
    let bad = lines[3].replacen(",\"", ",\"-", 1);
    lines[3] = &bad;
    let broken = lines.join("\n");
    let refused = import(&app, &accountant, "bank.csv", broken.as_bytes()).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::UNPROCESSABLE_ENTITY, "import_failed"), "{}", refused.body);
    assert_eq!(refused.body["error"]["rows"][0]["line"], 4);
    assert_eq!(refused.body["error"]["rows"][0]["column"], "amount");
    assert_eq!(app.count("SELECT count(*) FROM finance_payments"), payments_before, "nothing written");

    let answer = import(&app, &accountant, "bank-statement.csv", statement.as_bytes()).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    let result = &answer.body["result"];
    assert_eq!(result["imported"], 12, "six by contract number, six by PINFL: {result}");
    assert_eq!(result["unmatched"].as_array().map(Vec::len), Some(1));
    assert_eq!(result["unmatched"][0]["document_number"].as_str().map(|d| d.ends_with("-0999")), Some(true));
    assert_eq!(app.count("SELECT count(*) FROM finance_payments"), payments_before + 12);
    assert_eq!(app.count("SELECT sum(paid)::BIGINT FROM finance_contracts"), paid_before + result["total"].as_i64().unwrap());
    let unbalanced = "SELECT count(*) FROM finance_contracts k WHERE k.paid <> \
                      coalesce((SELECT sum(p.amount) FROM finance_payments p WHERE p.contract_id = k.id), 0)";
    assert_eq!(app.count(unbalanced), 0);

    // The same lines again are refused, each named; nothing more is written.
    let again = import(&app, &accountant, "bank-statement.csv", statement.as_bytes()).await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", again.body);
    assert_eq!(again.body["error"]["rows"].as_array().map(Vec::len), Some(12));
    assert_eq!(again.body["error"]["rows"][0]["code"], "statement_line_imported");
    assert_eq!(app.count("SELECT count(*) FROM finance_payments"), payments_before + 12);

    let missing = import(&app, &accountant, "bank.csv", "date,amount\n01.11.2026,100\n".as_bytes()).await;
    assert_eq!((missing.status, missing.code()), (StatusCode::UNPROCESSABLE_ENTITY, "statement_missing_column"));
    assert_eq!(import(&app, &bursary.teacher, "bank.csv", statement.as_bytes()).await.status, StatusCode::FORBIDDEN);
    assert_tallies_agree(&app);
}

/// A statement's cells as a bank's Excel export lays them out: the header row, then a row
/// per line, every cell as text.
fn as_xlsx(statement: &str) -> Vec<u8> {
    let mut workbook = rust_xlsxwriter::Workbook::new();
    let sheet = workbook.add_worksheet();
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(statement.as_bytes());
    for (row, record) in reader.records().enumerate() {
        for (column, cell) in record.expect("a line of the statement").iter().enumerate() {
            sheet.write_string(row as u32, column as u16, cell).expect("a cell");
        }
    }
    workbook.save_to_buffer().expect("an Excel file")
}

#[actix_web::test]
async fn a_bank_statement_in_excel_imports_as_its_csv_does() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 4).await;
    let accountant = bursary.accountant.clone();
    let statement = statement(&app, &bursary).await;
    let payments_before = app.count("SELECT count(*) FROM finance_payments");
    let answer = import(&app, &accountant, "bank-statement.xlsx", &as_xlsx(&statement)).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    assert_eq!(answer.body["result"]["imported"], 12, "{}", answer.body);
    assert_eq!(app.count("SELECT count(*) FROM finance_payments"), payments_before + 12);
    let again = import(&app, &accountant, "bank-statement.xlsx", &as_xlsx(&statement)).await;
    assert_eq!(again.body["error"]["rows"][0]["code"], "statement_line_imported", "{}", again.body);
}

#[actix_web::test]
async fn the_finance_report_sums_its_months_and_its_institutions_to_the_same_totals_within_the_callers_reach() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let bursary = Bursary::build(&app, "PUL", 1, 2).await;
    let year = bursary.year;
    for (student, amount) in bursary.students.iter().zip([9_000_000, 12_000_000]) {
        bursary.contract(&app, *student, amount * 100).await;
    }
    let answer = app.get(&format!("/api/v1/reports/finance/?academic_year={year}"), &ministry).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let report = &answer.body["result"];
    let months = report["months"].as_array().unwrap();
    assert_eq!(months.len(), 12);
    assert_eq!(months[0]["month"], format!("{year}-09"));
    let sum = |rows: &[Value], field: &str| rows.iter().map(|r| r[field].as_i64().unwrap()).sum::<i64>();
    let institutions = report["institutions"].as_array().unwrap();
    for field in ["charged", "paid"] {
        assert_eq!(report[field], sum(months, field), "{field} by month");
        assert_eq!(report[field], sum(institutions, field), "{field} by institution");
    }
    assert_eq!(report["charged"], app.count(&format!("SELECT sum(charged)::BIGINT FROM finance_contracts WHERE academic_year = {year}")));
    assert_eq!(report["paid"], app.count(&format!("SELECT sum(paid)::BIGINT FROM finance_contracts WHERE academic_year = {year}")));
    assert_eq!(months[11]["owed"], report["owed"], "the last month owes what the year owes");
    let xlsx = app.get(&format!("/api/v1/reports/finance/?academic_year={year}&format=xlsx"), &ministry).await;
    assert!(xlsx.raw.starts_with(b"PK"));

    let accountant = bursary.accountant.clone();
    let own = app.get("/api/v1/reports/finance/", &accountant).await;
    assert_eq!(own.status, StatusCode::OK);
    let lines = own.body["result"]["institutions"].as_array().unwrap();
    assert!(!lines.is_empty() && lines.iter().all(|i| i["institution_id"] == bursary.own.id), "{lines:?}");
    let other = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    assert_eq!(app.get(&format!("/api/v1/reports/finance/?institution_id={other}"), &accountant).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/reports/finance/", &bursary.teacher).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn a_contract_prints_with_the_qr_code_of_its_public_page_which_shows_neither_sums_nor_pinfl() {
    let app = TestApp::new().await;
    let bursary = Bursary::build(&app, "PUL", 1, 1).await;
    let (accountant, year, student) = (bursary.accountant.clone(), bursary.year, bursary.students[0]);
    let created = app.post("/api/v1/finance/contracts/", &accountant, contract(student, year, Some(1_000_000_000))).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    let number = created.body["result"]["number"].as_str().unwrap().to_string();
    let pinfl = app.count(&format!("SELECT c.pinfl::bigint FROM students s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = {student}"));
    let public_id = {
        let mut conn = <diesel::PgConnection as diesel::Connection>::establish(&app.db.url).expect("connect");
        let id: String = diesel::RunQueryDsl::get_result(
            diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!(
                "(SELECT public_id::text FROM finance_contract_public_ids WHERE contract_id = {id})"
            ))),
            &mut conn,
        )
        .expect("every contract has a public id");
        id
    };

    let printed = app
        .send(
            actix_web::test::TestRequest::get()
                .uri(&format!("/api/v1/finance/contracts/{id}/pdf/"))
                .insert_header(("Authorization", format!("Bearer {accountant}"))),
        )
        .await;
    assert_eq!(printed.status, StatusCode::OK);
    let text = crate::support::pdf_text(&printed.raw).split_whitespace().collect::<Vec<_>>().join(" ");
    let name = created.body["result"]["student_name"].as_str().unwrap();
    for expected in ["TO‘LOV-KONTRAKT SHARTNOMASI", &format!("№ {number}"), name, "10 000 000 so‘m", "9 000 000 so‘m", &public_id] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    assert!(!text.contains(&pinfl.to_string()), "the PINFL is not printed");
    // In Uzbek in Cyrillic the form's words and the currency are Cyrillic; the number and the
    // student's name stay as typed.
    let cyrillic = app
        .request(actix_web::http::Method::GET, &format!("/api/v1/finance/contracts/{id}/pdf/"), Some(&accountant), None, "uz-Cyrl")
        .await;
    let text = crate::support::pdf_text(&cyrillic.raw).split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in ["ТЎЛОВ-КОНТРАКТ ШАРТНОМАСИ", &format!("№ {number}"), name, "10 000 000 сўм", "ўқув йили учун"]
    {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    assert!(!text.contains("so‘m") && !text.contains("o‘quv yili"), "{text}");

    let report = app.send(actix_web::test::TestRequest::get().uri(&format!("/api/v1/reports/contracts/{public_id}/"))).await;
    assert_eq!(report.status, StatusCode::OK, "{}", report.body);
    let result = &report.body["result"];
    assert_eq!(
        (result["number"].as_str(), result["student_name"].as_str(), result["state"].as_str()),
        (Some(&*number), Some(name), Some("ACTIVE"))
    );
    let public = report.body.to_string();
    for private in [pinfl.to_string(), "amount".into(), "paid".into(), "1000000000".into()] {
        assert!(!public.contains(&private), "{private} leaks: {public}");
    }
    let unknown =
        app.send(actix_web::test::TestRequest::get().uri("/api/v1/reports/contracts/5a0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21/")).await;
    assert_eq!((unknown.status, unknown.code()), (StatusCode::NOT_FOUND, "document_not_found"));

    assert_eq!(app.get(&format!("/api/v1/finance/contracts/{id}/pdf/"), &bursary.teacher).await.status, StatusCode::FORBIDDEN);
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    app.exec(&format!("UPDATE finance_contracts SET institution_id = {elsewhere} WHERE id = {id}"));
    assert_eq!(
        app.get(&format!("/api/v1/finance/contracts/{id}/pdf/"), &accountant).await.status,
        StatusCode::NOT_FOUND,
        "another institution's"
    );
}

//! The scientific process over HTTP on PostgreSQL: a publication's way from its author through a
//! co-author's confirmation to the office's verification, the file rules, projects, doctoral
//! students and defences, tenancy, permissions, the teachers' filter, the report's figures against
//! counts of the rows, and the delivered roles of an existing database.

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use chrono::Datelike;
use diesel::{Connection, PgConnection, RunQueryDsl};
use serde_json::{json, Value};

use crate::support::fixtures::{created, AccountBuilder, Built, InstitutionBuilder, OwnInstitution, StaffBuilder};
use crate::support::{Answer, TestApp};

/// This year in Uzbekistan, the year the tests date their science in.
fn this_year() -> i64 {
    i64::from((chrono::Utc::now() + chrono::Duration::hours(5)).year())
}

fn text(app: &TestApp, sql: &str) -> String {
    let mut conn = PgConnection::establish(&app.db.url).expect("connect");
    diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!("({sql})"))).get_result(&mut conn).expect("a text")
}

fn publication(authors: Value) -> Value {
    json!({
        "kind": "SCIENTIFIC", "sub_kind": "ARTICLE", "title": "Tarmoq xavfsizligida anomaliyalarni aniqlash",
        "year": this_year(), "source": "Journal of Information Security", "doi": "https://doi.org/10.4236/jis.2024.151001",
        "indexing": ["SCOPUS"], "foreign": true, "authors": authors,
    })
}

fn staff_author(id: i64, main: bool) -> Value {
    json!({ "staff_id": id, "main": main })
}

/// A project running this year and the next, led by the first of `staff`.
fn project(number: &str, staff: &[i64]) -> Value {
    let year = this_year();
    let members: Vec<Value> =
        staff.iter().enumerate().map(|(i, id)| json!({ "staff_id": id, "role": if i == 0 { "LEADER" } else { "EXECUTOR" } })).collect();
    json!({
        "name": "Raqamli egizaklar", "number": number, "kind": "APPLIED", "foreign": false, "currency": "UZS",
        "contract_number": "7/26", "contract_date": format!("{year}-01-10"), "date_from": format!("{year}-01-01"),
        "date_to": format!("{}-12-31", year + 1), "funding": [{ "year": year, "amount": 1_000_000 }], "members": members,
    })
}

/// A PhD student admitted this year, studying under `supervisor`; `serial` numbers the PINFL.
fn doctoral_student(serial: u32, supervisor: i64) -> Value {
    json!({
        "citizen": { "last_name": "Nurmatov", "first_name": "Alisher", "middle_name": "", "pinfl": pinfl("1996-04-12", 1, serial), "birth_date": "1996-04-12",
                     "gender": 1, "passport": "AB7777777" },
        "kind": "PHD", "form": "FULL_TIME", "theme": "Nutqni tanish", "specialty": "05.01.01 – Axborot texnologiyalari",
        "supervisor_staff_id": supervisor, "course": 1, "admission_year": this_year(), "status": "ACTIVE",
    })
}

/// A university of the test's own: its admin, its science office, and three teaching staff members,
/// Aliyeva signed in as a teacher (the co-authors sign in when a test needs them).
struct Faculty {
    own: OwnInstitution,
    office: String,
    teacher: String,
    aliyeva: i64,
    yusupova: Built,
    karimov: i64,
}

impl Faculty {
    /// `first` numbers the PINFLs of its people, so that two faculties of one test are other persons.
    async fn build(app: &TestApp, code: &str, first: u32) -> Faculty {
        let own = app.own_university(code).await;
        let tag = code.to_lowercase();
        let aliyeva = StaffBuilder::new(first).by(&own.admin).build(app).await;
        let yusupova = StaffBuilder::new(first + 1).named("Yusupova", "Dilnoza", "Akmalovna").by(&own.admin).build(app).await;
        let karimov = StaffBuilder::new(first + 2).named("Karimov", "Jasur", "Olimovich").by(&own.admin).build(app).await;
        let teacher = AccountBuilder::new(&format!("aliyeva.{tag}")).role("TEACHER").at(own.id).person_of(&aliyeva).build(app).await;
        let office = AccountBuilder::new(&format!("science.{tag}")).role("SCIENCE").at(own.id).build(app).await;
        Faculty { office: office.token, teacher: teacher.token, aliyeva: aliyeva.id, yusupova, karimov: karimov.id, own }
    }
}

/// A TEACHER account of the faculty for a staff member it built: a co-author who signs in to confirm.
async fn account_of(app: &TestApp, faculty: &Faculty, staff: &Built) -> String {
    let username = format!("{}.{}", staff.body["citizen"]["last_name"].as_str().unwrap().to_lowercase(), faculty.own.code.to_lowercase());
    AccountBuilder::new(&username).role("TEACHER").at(faculty.own.id).person_of(staff).build(app).await.token
}

/// A publication of `authors` entered by the teacher, its only staff author, and verified by the office.
async fn verified(app: &TestApp, faculty: &Faculty, body: Value) -> i64 {
    let id = created(app, &faculty.teacher, "/api/v1/science/publications/", body).await.id;
    let answer = app.post(&format!("/api/v1/science/publications/{id}/verify/"), &faculty.office, json!({})).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    id
}

async fn upload(app: &TestApp, token: &str, id: i64, file_name: &str, content: &[u8], language: &str) -> Answer {
    let boundary = "emis-science-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let request = TestRequest::post()
        .uri(&format!("/api/v1/science/publications/{id}/file/"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", language))
        .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
        .set_payload(body);
    app.send(request).await
}

#[actix_web::test]
async fn a_teachers_publication_is_confirmed_by_its_co_author_and_verified_by_the_office_after_which_only_the_office_changes_it() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (teacher, office) = (faculty.teacher.clone(), faculty.office.clone());
    let (aliyeva, yusupova) = (faculty.aliyeva, faculty.yusupova.id);

    let answer = app
        .post("/api/v1/science/publications/", &teacher, publication(json!([staff_author(aliyeva, true), staff_author(yusupova, false)])))
        .await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    let entered = answer.body["result"].clone();
    let id = entered["id"].as_i64().unwrap();
    assert_eq!(entered["institution_id"], faculty.own.id);
    assert_eq!(entered["doi"], "10.4236/jis.2024.151001", "a resolver link is kept as the DOI itself");
    assert_eq!(entered["verification"], "PENDING");
    assert_eq!(
        (entered["authors"][0]["confirmation"].as_str(), entered["authors"][1]["confirmation"].as_str()),
        (Some("CONFIRMED"), Some("PENDING"))
    );

    let early = app.post(&format!("/api/v1/science/publications/{id}/verify/"), &office, json!({})).await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    assert_eq!(early.code(), "authors_unconfirmed");
    assert!(early.message().contains("Yusupova"), "{}", early.message());

    let co_author = account_of(&app, &faculty, &faculty.yusupova).await;
    let mine = app.get("/api/v1/science/publications/mine/", &co_author).await;
    let line = mine.body["results"].as_array().unwrap().iter().find(|p| p["id"] == id).cloned().expect("the co-author sees it");
    assert_eq!(line["my_confirmation"], "PENDING");
    assert_eq!(app.post(&format!("/api/v1/science/publications/{id}/confirm/"), &teacher, json!({})).await.status, StatusCode::OK);
    let confirmed = app.post(&format!("/api/v1/science/publications/{id}/confirm/"), &co_author, json!({})).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    assert_eq!(confirmed.body["result"]["authors"][1]["confirmation"], "CONFIRMED");

    let verified = app.post(&format!("/api/v1/science/publications/{id}/verify/"), &office, json!({})).await;
    assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
    assert_eq!(verified.body["result"]["verification"], "VERIFIED");
    let again = app.post(&format!("/api/v1/science/publications/{id}/verify/"), &office, json!({})).await;
    assert_eq!((again.status, again.code()), (StatusCode::CONFLICT, "publication_already_verified"));

    let mut edit = publication(json!([staff_author(aliyeva, true), staff_author(yusupova, false)]));
    edit["title"] = json!("Boshqa nom");
    edit["version"] = verified.body["result"]["version"].clone();
    for (language, fragment) in [("uz", "ilmiy bo‘lim"), ("ru", "научный отдел"), ("en", "science office")] {
        let refused =
            app.request(Method::PUT, &format!("/api/v1/science/publications/{id}/"), Some(&teacher), Some(edit.clone()), language).await;
        assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "publication_verified"));
        assert!(refused.message().contains(fragment), "{language}: {}", refused.message());
    }
    assert_eq!(app.delete(&format!("/api/v1/science/publications/{id}/"), &teacher).await.status, StatusCode::CONFLICT);
    let pdf = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
    assert_eq!(upload(&app, &teacher, id, "maqola.pdf", pdf, "uz").await.status, StatusCode::CONFLICT);
    assert_eq!(app.count(&format!("SELECT count(*) FROM science_publications WHERE id = {id} AND title = 'Boshqa nom'")), 0);

    let by_office = app.put(&format!("/api/v1/science/publications/{id}/"), &office, edit).await;
    assert_eq!(by_office.status, StatusCode::OK, "{}", by_office.body);
    assert_eq!(
        (by_office.body["result"]["title"].as_str(), by_office.body["result"]["verification"].as_str()),
        (Some("Boshqa nom"), Some("VERIFIED"))
    );

    let returned =
        app.post(&format!("/api/v1/science/publications/{id}/reject/"), &office, json!({ "reason": "Sahifalar ko‘rsatilmagan" })).await;
    assert_eq!(returned.body["result"]["verification"], "REJECTED", "{}", returned.body);
    assert_eq!(returned.body["result"]["rejection_reason"], "Sahifalar ko‘rsatilmagan");
    let mut corrected = publication(json!([staff_author(aliyeva, true), staff_author(yusupova, false)]));
    corrected["version"] = returned.body["result"]["version"].clone();
    let resubmitted = app.put(&format!("/api/v1/science/publications/{id}/"), &teacher, corrected).await;
    assert_eq!(resubmitted.body["result"]["verification"], "PENDING", "{}", resubmitted.body);
    assert_eq!(resubmitted.body["result"]["authors"][1]["confirmation"], "CONFIRMED", "a confirmation is kept over an edit");

    let history = app.audit_records_of("publication", id);
    assert_eq!(history.len(), 6, "created, confirmed, verified, edited by the office, returned, corrected: {history:?}");
    assert_eq!(history[2]["changes"]["verification"], json!(["PENDING", "VERIFIED"]));
}

#[actix_web::test]
async fn a_file_that_is_not_a_pdf_is_refused_in_every_language_and_a_pdf_is_kept_apart() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (teacher, aliyeva) = (faculty.teacher.clone(), faculty.aliyeva);
    let id = created(&app, &teacher, "/api/v1/science/publications/", publication(json!([staff_author(aliyeva, true)]))).await.id;

    for (language, text) in [("uz", "PDF formatida"), ("ru", "формате PDF"), ("en", "PDF document")] {
        let refused = upload(&app, &teacher, id, "maqola.pdf", b"PK\x03\x04 a zip archive with a pdf name", language).await;
        assert_eq!((refused.status, refused.code()), (StatusCode::UNPROCESSABLE_ENTITY, "file_not_pdf"), "{}", refused.body);
        assert!(refused.message().contains(text), "{}", refused.message());
    }
    let too_large = vec![b'%'; 5 * 1024 * 1024 + 10];
    assert_eq!(upload(&app, &teacher, id, "big.pdf", &too_large, "uz").await.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.count(&format!("SELECT count(*) FROM science_publication_files WHERE publication_id = {id}")), 0);

    let pdf = b"%PDF-1.7\n% a small document\n%%EOF\n".to_vec();
    let stored = upload(&app, &teacher, id, "hujjatlar/maqola", &pdf, "uz").await;
    assert_eq!(stored.status, StatusCode::OK, "{}", stored.body);
    assert_eq!(stored.body["result"]["file"]["name"], "maqola.pdf");
    assert_eq!(stored.body["result"]["file"]["size"], pdf.len());
    let listed = app.get("/api/v1/science/publications/mine/", &teacher).await;
    assert!(listed.body["results"].as_array().unwrap().iter().any(|p| p["id"] == id && p["file"]["name"] == "maqola.pdf"));

    let read = app.get(&format!("/api/v1/science/publications/{id}/file/"), &app.ministry().await).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.headers.get("content-type").and_then(|v| v.to_str().ok()), Some("application/pdf"));
    assert_eq!(read.raw, pdf);
    let outsider = app.get(&format!("/api/v1/science/publications/{id}/file/"), &faculty.own.admin).await;
    assert_eq!(outsider.status, StatusCode::OK, "the institution's admin reads its institution's files");
    let removed = app.delete(&format!("/api/v1/science/publications/{id}/file/"), &teacher).await;
    assert_eq!(removed.body["result"]["file"], Value::Null);
    assert_eq!(app.get(&format!("/api/v1/science/publications/{id}/file/"), &teacher).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn a_publication_has_one_main_author_each_staff_member_once_a_doi_of_form_and_authors_of_its_institution() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (office, teacher) = (faculty.office.clone(), faculty.teacher.clone());
    let (aliyeva, yusupova) = (faculty.aliyeva, faculty.yusupova.id);
    let other = Faculty::build(&app, "BOSHQA", 11).await;
    let nazarova = StaffBuilder::new(4).named("Nazarova", "Malika", "Baxtiyorovna").by(&other.own.admin).build(&app).await.id;
    let foreign =
        created(&app, &other.teacher, "/api/v1/science/publications/", publication(json!([staff_author(other.aliyeva, true)]))).await.id;
    let before = app.count("SELECT count(*) FROM science_publications");
    let fields = |answer: &Answer| {
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", answer.body);
        answer.body["error"]["fields"].as_object().map(|f| f.keys().cloned().collect::<Vec<_>>()).unwrap_or_default()
    };
    let post = |body: Value| app.post("/api/v1/science/publications/", &office, body);
    assert_eq!(fields(&post(publication(json!([staff_author(aliyeva, false), staff_author(yusupova, false)]))).await), vec!["authors"]);
    assert_eq!(
        fields(&post(publication(json!([staff_author(aliyeva, true), json!({ "outside_name": "John Smith", "main": true })]))).await),
        vec!["authors"]
    );
    assert_eq!(
        fields(&post(publication(json!([staff_author(aliyeva, true), staff_author(aliyeva, false)]))).await),
        vec!["authors.1.staff_id"]
    );
    assert_eq!(fields(&post(publication(json!([staff_author(nazarova, true)]))).await), vec!["authors.0.staff_id"]);
    let mut bad_doi = publication(json!([staff_author(aliyeva, true)]));
    bad_doi["doi"] = json!("doi.org/abc");
    let refused = post(bad_doi).await;
    assert_eq!(fields(&refused), vec!["doi"]);
    assert!(refused.body["error"]["fields"]["doi"][0].as_str().unwrap().contains("10.NNNN"));
    let mut wrong_sub_kind = publication(json!([staff_author(aliyeva, true)]));
    wrong_sub_kind["sub_kind"] = json!("TEXTBOOK");
    assert_eq!(fields(&post(wrong_sub_kind).await), vec!["sub_kind"]);
    let not_mine = app.post("/api/v1/science/publications/", &teacher, publication(json!([staff_author(yusupova, true)]))).await;
    assert_eq!((not_mine.status, not_mine.code()), (StatusCode::UNPROCESSABLE_ENTITY, "not_among_authors"));
    assert_eq!(app.count("SELECT count(*) FROM science_publications"), before, "nothing refused was written");

    // Another institution's publication is not found, whatever the call.
    for (method, path) in [
        (Method::GET, format!("/api/v1/science/publications/{foreign}/")),
        (Method::POST, format!("/api/v1/science/publications/{foreign}/verify/")),
        (Method::DELETE, format!("/api/v1/science/publications/{foreign}/")),
        (Method::GET, format!("/api/v1/science/publications/{foreign}/file/")),
    ] {
        let answer = app.request(method.clone(), &path, Some(&office), None, "uz").await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method} {path}");
    }
    let not_an_author = app.get(&format!("/api/v1/science/publications/{foreign}/"), &teacher).await;
    assert_eq!(not_an_author.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn lists_are_filtered_in_the_database_counted_and_exported_within_the_callers_reach() {
    let app = TestApp::new().await;
    let year = this_year();
    let ministry = app.ministry().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (office, tatu, karimov) = (faculty.office.clone(), faculty.own.id, faculty.karimov);
    verified(&app, &faculty, publication(json!([staff_author(faculty.aliyeva, true)]))).await;
    let mut springer = publication(json!([staff_author(karimov, true)]));
    (springer["year"], springer["source"]) = (json!(this_year() - 1), json!("Springer Nature"));
    created(&app, &office, "/api/v1/science/publications/", springer).await;
    created(&app, &office, "/api/v1/science/publications/", publication(json!([staff_author(karimov, true)]))).await;
    created(&app, &office, "/api/v1/science/projects/", project("ILM-01", &[karimov])).await;
    created(&app, &office, "/api/v1/science/doctoral-students/", doctoral_student(1, karimov)).await;
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    let count = |answer: &Answer| answer.body["count"].as_i64().unwrap_or(-1);

    let all = app.get("/api/v1/science/publications/", &ministry).await;
    assert_eq!(count(&all), app.count("SELECT count(*) FROM science_publications"));
    let own = app.get("/api/v1/science/publications/?limit=1", &office).await;
    assert_eq!(count(&own), app.count(&format!("SELECT count(*) FROM science_publications WHERE institution_id = {tatu}")));
    assert_eq!(own.body["results"].as_array().unwrap().len(), 1);
    let scopus = app.get(&format!("/api/v1/science/publications/?year={year}&indexing=SCOPUS&verification=VERIFIED"), &office).await;
    let expected = app.count(&format!(
        "SELECT count(*) FROM science_publications WHERE institution_id = {tatu} AND year = {year} AND verification = 'VERIFIED' AND 'SCOPUS' = ANY(indexing)"
    ));
    assert_eq!(count(&scopus), expected);
    assert!(expected > 0, "the faculty has a verified Scopus publication this year");
    let authored = app.get(&format!("/api/v1/science/publications/?staff_id={karimov}&ordering=-year"), &office).await;
    assert_eq!(count(&authored), app.count(&format!("SELECT count(*) FROM science_publication_authors WHERE staff_id = {karimov}")));
    let years: Vec<i64> = authored.body["results"].as_array().unwrap().iter().map(|p| p["year"].as_i64().unwrap()).collect();
    assert!(years.windows(2).all(|w| w[0] >= w[1]), "{years:?}");
    let searched = app.get("/api/v1/science/publications/?search=springer", &office).await;
    assert_eq!(count(&searched), 1);
    let nuuz_only = app.get(&format!("/api/v1/science/publications/?institution_id={elsewhere}"), &office).await;
    assert_eq!(count(&nuuz_only), 0, "an institution role's filter of another institution finds nothing");
    let bad = app.get("/api/v1/science/publications/?indexing=ERIH&year=1800", &office).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);

    let running = app.get(&format!("/api/v1/science/projects/?year={year}"), &ministry).await;
    let expected = app.count(&format!(
        "SELECT count(*) FROM science_projects WHERE date_from <= make_date({year}, 12, 31) AND date_to >= make_date({year}, 1, 1)"
    ));
    assert_eq!(count(&running), expected);
    let led = app.get(&format!("/api/v1/science/projects/?staff_id={karimov}"), &office).await;
    assert_eq!(
        count(&led),
        app.count(&format!("SELECT count(DISTINCT project_id) FROM science_project_members WHERE staff_id = {karimov}"))
    );
    let students = app.get("/api/v1/science/doctoral-students/?kind=PHD&status=ACTIVE", &office).await;
    assert_eq!(
        count(&students),
        app.count(&format!(
            "SELECT count(*) FROM science_doctoral_students WHERE institution_id = {tatu} AND kind = 'PHD' AND status = 'ACTIVE'"
        ))
    );
    let defences = app.get(&format!("/api/v1/science/defences/?year={year}"), &ministry).await;
    assert_eq!(count(&defences), app.count(&format!("SELECT count(*) FROM science_defences WHERE extract(year FROM date) = {year}")));

    for path in
        ["/science/publications/", "/science/projects/", "/science/doctoral-students/", "/science/defences/", "/science/publications/mine/"]
    {
        let token = if path.ends_with("mine/") { faculty.teacher.clone() } else { office.clone() };
        let file = app.get(&format!("/api/v1{path}?format=xlsx"), &token).await;
        assert_eq!(file.status, StatusCode::OK, "{path}");
        assert!(file.raw.starts_with(b"PK"), "{path} answers a spreadsheet");
    }
}

#[actix_web::test]
async fn a_project_has_one_leader_its_number_once_exact_money_and_stays_in_its_institution() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (office, karimov, aliyeva) = (faculty.office.clone(), faculty.karimov, faculty.aliyeva);
    let body = json!({
        "name": "Raqamli egizaklar", "number": "TEST-01", "kind": "APPLIED", "foreign": false, "currency": "UZS",
        "contract_number": "7/26", "contract_date": "2026-01-10", "date_from": "2026-01-01", "date_to": "2027-12-31",
        "funding": [{ "year": 2026, "amount": 12_345_678_905_i64 }, { "year": 2027, "amount": 1 }],
        "members": [{ "staff_id": karimov, "role": "LEADER" }, { "staff_id": aliyeva, "role": "EXECUTOR" }, { "outside_name": "Smith John", "role": "EXECUTOR" }],
    });
    let project = app.post("/api/v1/science/projects/", &office, body.clone()).await;
    assert_eq!(project.status, StatusCode::CREATED, "{}", project.body);
    let project = project.body["result"].clone();
    assert_eq!(project["total_funding"], 12_345_678_906_i64, "money is exact minor units");
    assert_eq!(project["leader"], text(&app, &format!("SELECT c.last_name || ' ' || c.first_name || ' ' || c.middle_name FROM staffs s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = {karimov}")));
    assert_eq!(project["members"][2]["full_name"], "Smith John");
    let mut twin = body.clone();
    twin["number"] = json!("test-01");
    let twin = app.post("/api/v1/science/projects/", &office, twin).await;
    assert_eq!((twin.status, twin.code()), (StatusCode::CONFLICT, "project_number_taken"));
    let mut two_leaders = body.clone();
    two_leaders["number"] = json!("TEST-02");
    two_leaders["members"][1]["role"] = json!("LEADER");
    assert!(app.post("/api/v1/science/projects/", &office, two_leaders).await.body["error"]["fields"]["members"].is_array());
    let mut outside_year = body.clone();
    outside_year["number"] = json!("TEST-03");
    outside_year["funding"][1]["year"] = json!(2029);
    assert!(app.post("/api/v1/science/projects/", &office, outside_year).await.body["error"]["fields"]["funding.1.year"].is_array());

    let id = project["id"].as_i64().unwrap();
    let mut edit = body.clone();
    edit["version"] = json!(project["version"].as_i64().unwrap() + 5);
    assert_eq!(app.put(&format!("/api/v1/science/projects/{id}/"), &office, edit.clone()).await.status, StatusCode::CONFLICT);
    edit["version"] = project["version"].clone();
    edit["members"] = json!([{ "staff_id": aliyeva, "role": "LEADER" }]);
    let saved = app.put(&format!("/api/v1/science/projects/{id}/"), &office, edit).await;
    assert_eq!(saved.body["result"]["members"].as_array().map(Vec::len), Some(1), "{}", saved.body);

    let nuuz = app.own_university("BOSHQA").await.admin;
    assert_eq!(app.get(&format!("/api/v1/science/projects/{id}/"), &nuuz).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/science/projects/{id}/"), &nuuz).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/science/projects/{id}/"), &office).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.count(&format!("SELECT count(*) FROM science_project_funding WHERE project_id = {id}")), 0);
    assert_eq!(app.audit_records_of("science_project", id).len(), 3);
}

fn pinfl(born: &str, gender: u32, serial: u32) -> String {
    let date = chrono::NaiveDate::parse_from_str(born, "%Y-%m-%d").unwrap();
    let century = (if date.year() >= 2000 { 5 } else { 3 }) + (gender - 1);
    let first13 = format!("{century}{}{serial:06}", date.format("%d%m%y"));
    let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
    format!("{first13}{}", domain::pinfl::Pinfl::check_digit(&digits))
}

#[actix_web::test]
async fn a_doctoral_student_is_a_person_by_pinfl_and_a_recorded_defence_makes_them_defended() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let (office, karimov) = (faculty.office.clone(), faculty.karimov);
    let other = Faculty::build(&app, "BOSHQA", 11).await;
    let nazarova = StaffBuilder::new(4).named("Nazarova", "Malika", "Baxtiyorovna").by(&other.own.admin).build(&app).await.id;
    let nuuz_student = created(&app, &other.office, "/api/v1/science/doctoral-students/", doctoral_student(1, nazarova)).await.id;
    let person = pinfl("1996-04-12", 1, 260777);
    let found = app.get(&format!("/api/v1/science/citizens/?pinfl={person}"), &office).await;
    assert_eq!((found.status, found.body["count"].as_i64()), (StatusCode::OK, Some(0)));
    let body = doctoral_student(260777, karimov);
    let student = created(&app, &office, "/api/v1/science/doctoral-students/", body.clone()).await;
    assert_eq!(student.body["supervisor_name"].as_str().map(|n| n.starts_with("Karimov")), Some(true));
    assert_eq!(app.get(&format!("/api/v1/science/citizens/?pinfl={person}"), &office).await.body["count"], 1);
    let twice = app.post("/api/v1/science/doctoral-students/", &office, body.clone()).await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "doctoral_student_taken"));
    let mut fourth_course = body.clone();
    fourth_course["course"] = json!(4);
    assert!(app.post("/api/v1/science/doctoral-students/", &office, fourth_course).await.body["error"]["fields"]["course"].is_array());
    let mut supervised_elsewhere = body.clone();
    supervised_elsewhere["citizen"]["pinfl"] = json!(pinfl("1996-04-12", 1, 260778));
    supervised_elsewhere["supervisor_staff_id"] = json!(nazarova);
    let refused = app.post("/api/v1/science/doctoral-students/", &office, supervised_elsewhere).await;
    assert!(refused.body["error"]["fields"]["supervisor_staff_id"].is_array(), "{}", refused.body);

    let defence = json!({
        "doctoral_student_id": student.id, "date": "2025-12-20", "council": "PhD.03/30.12.2019.T.07.02",
        "diploma_number": "PhD 004321", "register_number": "88",
    });
    let mut future = defence.clone();
    future["date"] = json!("2100-01-01");
    assert!(app.post("/api/v1/science/defences/", &office, future).await.body["error"]["fields"]["date"].is_array());
    let recorded = created(&app, &office, "/api/v1/science/defences/", defence.clone()).await;
    let defended = app.get(&format!("/api/v1/science/doctoral-students/{}/", student.id), &office).await.body["result"].clone();
    assert_eq!((defended["status"].as_str(), defended["defence_id"].as_i64()), (Some("DEFENDED"), Some(recorded.id)));
    let second = app.post("/api/v1/science/defences/", &office, defence).await;
    assert_eq!((second.status, second.code()), (StatusCode::CONFLICT, "defence_recorded"));
    let kept = app.delete(&format!("/api/v1/science/doctoral-students/{}/", student.id), &office).await;
    assert_eq!((kept.status, kept.code()), (StatusCode::CONFLICT, "doctoral_student_has_defence"));
    let mut studying = body.clone();
    studying["version"] = defended["version"].clone();
    let status = app.put(&format!("/api/v1/science/doctoral-students/{}/", student.id), &office, studying).await;
    assert_eq!((status.status, status.code()), (StatusCode::CONFLICT, "status_follows_defence"));

    assert_eq!(app.delete(&format!("/api/v1/science/defences/{}/", recorded.id), &office).await.status, StatusCode::NO_CONTENT);
    let again = app.get(&format!("/api/v1/science/doctoral-students/{}/", student.id), &office).await.body["result"].clone();
    assert_eq!((again["status"].as_str(), again["defence_id"].is_null()), (Some("ACTIVE"), true));
    assert_eq!(app.delete(&format!("/api/v1/science/doctoral-students/{}/", student.id), &office).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.audit_records_of("defence", recorded.id).len(), 2);
    assert_eq!(app.audit_records_of("doctoral_student", student.id).len(), 4, "created, defended, studying again, deleted");

    assert_eq!(app.get(&format!("/api/v1/science/doctoral-students/{nuuz_student}/"), &office).await.status, StatusCode::NOT_FOUND);
    let across = app.post("/api/v1/science/defences/", &office, json!({ "doctoral_student_id": nuuz_student, "date": "2025-12-01", "council": "K", "diploma_number": "1", "register_number": "1" })).await;
    assert!(across.body["error"]["fields"]["doctoral_student_id"].is_array(), "{}", across.body);
}

#[actix_web::test]
async fn the_science_report_counts_the_rows_for_the_ministry_and_for_an_institution_its_own() {
    let app = TestApp::new().await;
    let year = this_year();
    let ministry = app.ministry().await;
    let with_science_before = app.get(&format!("/api/v1/reports/science/?year={year}"), &ministry).await.body["result"]["institutions"]
        .as_array()
        .map(Vec::len)
        .unwrap();
    let faculty = Faculty::build(&app, "ILM", 1).await;
    verified(&app, &faculty, publication(json!([staff_author(faculty.aliyeva, true)]))).await;
    created(&app, &faculty.office, "/api/v1/science/doctoral-students/", doctoral_student(1, faculty.karimov)).await;
    let report = app.get(&format!("/api/v1/reports/science/?year={year}"), &ministry).await;
    assert_eq!(report.status, StatusCode::OK, "{}", report.body);
    let r = report.body["result"].clone();
    let verified = format!("FROM science_publications WHERE year = {year} AND verification = 'VERIFIED'");
    assert_eq!(r["publications"], app.count(&format!("SELECT count(*) {verified}")));
    assert!(r["publications"].as_i64().unwrap() > 0);
    let figure =
        |list: &Value, key: &str| list.as_array().unwrap().iter().find(|f| f["key"] == key).map_or(0, |f| f["count"].as_i64().unwrap());
    assert_eq!(
        figure(&r["publications_by_indexing"], "SCOPUS"),
        app.count(&format!("SELECT count(*) {verified} AND 'SCOPUS' = ANY(indexing)"))
    );
    assert_eq!(figure(&r["publications_by_kind"], "SCIENTIFIC"), app.count(&format!("SELECT count(*) {verified} AND kind = 'SCIENTIFIC'")));
    assert_eq!(r["publications_foreign"], app.count(&format!("SELECT count(*) {verified} AND is_foreign")));
    assert_eq!(
        r["publications_pending"],
        app.count(&format!("SELECT count(*) FROM science_publications WHERE year = {year} AND verification = 'PENDING'"))
    );
    let running = format!("FROM science_projects WHERE date_from <= make_date({year}, 12, 31) AND date_to >= make_date({year}, 1, 1)");
    assert_eq!(r["projects"], app.count(&format!("SELECT count(*) {running}")));
    let uzs = r["funding"].as_array().unwrap().iter().find(|f| f["currency"] == "UZS").map(|f| f["amount"].as_i64().unwrap());
    assert_eq!(
        uzs,
        Some(app.count(&format!("SELECT sum(f.amount)::BIGINT FROM science_project_funding f JOIN science_projects p ON p.id = f.project_id WHERE f.year = {year} AND p.currency = 'UZS'")))
    );
    assert_eq!(
        r["doctoral_students"],
        app.count(&format!(
            "SELECT count(*) FROM science_doctoral_students d WHERE d.admission_year <= {year} AND (d.status IN ('ACTIVE', 'ON_LEAVE') \
             OR EXISTS (SELECT 1 FROM science_defences f WHERE f.doctoral_student_id = d.id AND extract(year FROM f.date) >= {year}))"
        ))
    );
    assert!(r["doctoral_students"].as_i64().unwrap() > 0);
    let first_admission = app.count("SELECT min(admission_year)::bigint FROM science_doctoral_students");
    let before = app.get(&format!("/api/v1/reports/science/?year={}", first_admission - 1), &ministry).await;
    assert_eq!(before.body["result"]["doctoral_students"], 0, "no doctoral student before the first admission");
    assert_eq!(r["defences"], app.count(&format!("SELECT count(*) FROM science_defences WHERE extract(year FROM date) = {year}")));
    let tatu = faculty.own.id;
    let line = r["institutions"].as_array().unwrap().iter().find(|i| i["institution_id"] == tatu).cloned().expect("the faculty's line");
    assert_eq!(line["publications"], app.count(&format!("SELECT count(*) {verified} AND institution_id = {tatu}")));
    assert_eq!(
        line["international"],
        app.count(&format!("SELECT count(*) {verified} AND institution_id = {tatu} AND indexing && ARRAY['SCOPUS', 'WEB_OF_SCIENCE']"))
    );
    assert_eq!(r["institutions"].as_array().unwrap().len(), with_science_before + 1, "the faculty has science now");

    let office = faculty.office.clone();
    let own = app.get("/api/v1/reports/science/", &office).await.body["result"].clone();
    assert_eq!(own["year"], year, "this year by default");
    assert_eq!(own["institutions"].as_array().unwrap().len(), 1);
    assert_eq!(own["publications"], line["publications"]);
    let elsewhere = InstitutionBuilder::new("BOSHQA").build(&app).await.id;
    let other = app.get(&format!("/api/v1/reports/science/?institution_id={elsewhere}"), &faculty.own.admin).await;
    assert_eq!(other.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/reports/science/", &faculty.teacher).await.status, StatusCode::FORBIDDEN);
    let file = app.get(&format!("/api/v1/reports/science/?year={year}&format=xlsx"), &ministry).await;
    assert!(file.raw.starts_with(b"PK"));
}

#[actix_web::test]
async fn the_teachers_list_filters_by_verified_publications_indexed_in_scopus_or_the_web_of_science_in_a_year() {
    let app = TestApp::new().await;
    let year = this_year();
    let faculty = Faculty::build(&app, "ILM", 1).await;
    verified(&app, &faculty, publication(json!([staff_author(faculty.aliyeva, true)]))).await;
    let office = faculty.office.clone();
    let answer = app.get(&format!("/api/v1/staffs/teachers/?indexed_publications_year={year}"), &office).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let expected = app.count(&format!(
        "SELECT count(DISTINCT s.id) FROM staffs s JOIN science_publication_authors a ON a.staff_id = s.id \
         JOIN science_publications p ON p.id = a.publication_id \
         WHERE s.teaching AND s.deleted_at IS NULL AND s.institution_id = {} AND p.year = {year} AND p.verification = 'VERIFIED' \
         AND p.indexing && ARRAY['SCOPUS', 'WEB_OF_SCIENCE']",
        faculty.own.id
    ));
    assert!(expected > 0);
    assert_eq!(answer.body["count"], expected);
    let none = app.get("/api/v1/staffs/teachers/?indexed_publications_year=1995", &office).await;
    assert_eq!(none.body["count"], 0);
    assert_eq!(app.get("/api/v1/staffs/teachers/?indexed_publications_year=12", &office).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/staffs/", &office).await.status, StatusCode::FORBIDDEN, "the office sees teachers, not the staff list");
}

#[actix_web::test]
async fn a_teacher_reaches_only_their_own_publications_and_the_office_no_other_area() {
    let app = TestApp::new().await;
    let faculty = Faculty::build(&app, "ILM", 1).await;
    let teacher = faculty.teacher.clone();
    verified(&app, &faculty, publication(json!([staff_author(faculty.aliyeva, true)]))).await;
    let co_author = account_of(&app, &faculty, &faculty.yusupova).await;
    let by_co_author = publication(json!([staff_author(faculty.yusupova.id, true), staff_author(faculty.aliyeva, false)]));
    created(&app, &co_author, "/api/v1/science/publications/", by_co_author).await;
    for path in ["/science/publications/", "/science/projects/", "/science/doctoral-students/", "/science/defences/", "/reports/science/"] {
        assert_eq!(app.get(&format!("/api/v1{path}"), &teacher).await.status, StatusCode::FORBIDDEN, "{path}");
    }
    let mine = app.get("/api/v1/science/publications/mine/", &teacher).await;
    let aliyeva = faculty.aliyeva;
    assert_eq!(mine.body["count"], app.count(&format!("SELECT count(*) FROM science_publication_authors WHERE staff_id = {aliyeva}")));
    let waiting: Vec<&Value> = mine.body["results"].as_array().unwrap().iter().filter(|p| p["my_confirmation"] == "PENDING").collect();
    assert_eq!(waiting.len(), 1, "the co-author left the teacher one authorship to confirm");
    let staff = app.get("/api/v1/science/staff/?search=Yusupova", &teacher).await;
    assert_eq!(staff.body["results"][0]["full_name"], "Yusupova Dilnoza Akmalovna", "a teacher names co-authors without the staff list");
    let me = app.get("/api/v1/science/me/", &teacher).await.body["result"].clone();
    assert_eq!((me["id"].as_i64(), me["full_name"].as_str().map(|n| n.starts_with("Aliyeva Nodira"))), (Some(aliyeva), Some(true)));
    let office = faculty.office.clone();
    assert_eq!(app.get("/api/v1/science/publications/mine/", &office).await.code(), "not_a_teacher", "the office's account is on no staff");
    assert_eq!(app.get("/api/v1/science/me/", &office).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/curriculums/", &office).await.status, StatusCode::FORBIDDEN);
}

#[test]
fn an_existing_database_gives_the_delivered_roles_the_areas_permissions_and_takes_them_back_on_a_revert() {
    use diesel_migrations::MigrationHarness;
    let db = crate::support::TestDb::empty();
    let mut conn = PgConnection::establish(&db.url).expect("connect");
    conn.run_pending_migrations(adapters_db::MIGRATIONS).expect("migrate");
    loop {
        let reverted = conn.revert_last_migration(adapters_db::MIGRATIONS).expect("revert");
        if reverted.to_string().replace('-', "").starts_with("20261206000001") {
            break;
        }
    }
    // The delivered roles as a database made before the area holds them.
    diesel::sql_query(
        "INSERT INTO roles (name, level, permissions, is_system) VALUES ('MINISTRY', 'MINISTRY', ARRAY['institution-view'], FALSE), \
         ('OTMADMIN', 'INSTITUTION', ARRAY['curriculum-view'], FALSE), ('TEACHER', 'INSTITUTION', ARRAY['teacher-topic'], FALSE)",
    )
    .execute(&mut conn)
    .expect("roles");
    conn.run_pending_migrations(adapters_db::MIGRATIONS).expect("migrate again");
    let holds = |conn: &mut PgConnection, role: &str, permission: &str| -> bool {
        diesel::select(diesel::dsl::sql::<diesel::sql_types::Bool>(&format!(
            "(SELECT permissions @> ARRAY['{permission}'] FROM roles WHERE name = '{role}')"
        )))
        .get_result(conn)
        .expect("a role")
    };
    assert!(holds(&mut conn, "MINISTRY", "science-publication-view") && !holds(&mut conn, "MINISTRY", "science-verify"));
    assert!(holds(&mut conn, "OTMADMIN", "science-verify") && holds(&mut conn, "OTMADMIN", "curriculum-view"));
    assert!(holds(&mut conn, "TEACHER", "science-publication-own") && holds(&mut conn, "TEACHER", "teacher-topic"));
    loop {
        let reverted = conn.revert_last_migration(adapters_db::MIGRATIONS).expect("revert");
        if reverted.to_string().replace('-', "").starts_with("20261206000001") {
            break;
        }
    }
    assert!(!holds(&mut conn, "TEACHER", "science-publication-own") && holds(&mut conn, "TEACHER", "teacher-topic"));
}

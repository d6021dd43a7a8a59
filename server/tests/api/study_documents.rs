//! A studying student's transcript and reference on PostgreSQL: the transcript prints the results
//! as `/students/{id}/results/` answers them, each kind is numbered in its institution's series,
//! the public report verifies them without a session and shows nothing private, a reference needs
//! a studying student, and the calls keep to their permissions and institution.

use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{created, AccountBuilder, CurriculumBuilder, GroupBuilder, OwnInstitution, StudentBuilder};
use crate::support::{pdf_text, TestApp};

/// A university of the test's own and a studying student of it: in the third semester of a
/// second-year group opened in 2026, admitted by the institution's order "2026-Q" of 25 August 2026,
/// and rated in every subject of the two semesters behind.
struct Enrolled {
    own: OwnInstitution,
    student: i64,
}

impl Enrolled {
    async fn build(app: &TestApp, code: &str) -> Enrolled {
        let own = app.own_university(code).await;
        let curriculum = CurriculumBuilder::new("Hujjatlar rejasi").semesters(4).approved().by(&own.admin).build(app).await.id;
        let group = GroupBuilder::new("HJ-25-01", curriculum).course(2, 3).by(&own.admin).build(app).await.id;
        let student = StudentBuilder::new(group, 950_001).named("Karimova Malika Akmal qizi").by(&own.admin).build(app).await.id;
        let admission = json!({ "number": "2026-Q", "date": "2026-08-25", "kind": "ADMISSION", "purpose": "Talabalikka qabul qilish",
                                "body": "", "basis": "", "items": [{ "student_id": student }] });
        let order = created(app, &own.admin, "/api/v1/orders/", admission).await.id;
        let applied = app.post(&format!("/api/v1/orders/{order}/apply/"), &own.admin, json!({})).await;
        assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
        for semester in [1, 2] {
            let path = format!("/api/v1/edu-groups/{group}/ratings/?semester={semester}");
            let sheet = app.get(&path, &own.admin).await;
            let subjects: Vec<i64> =
                sheet.body["result"]["subjects"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
            let ratings: Vec<Value> = subjects
                .iter()
                .enumerate()
                .map(|(i, subject)| json!({ "student_id": student, "edu_subject_id": subject, "rating": 3 + (i as i64 + semester) % 3 }))
                .collect();
            let typed = app.put(&path, &own.admin, json!({ "ratings": ratings })).await;
            assert_eq!(typed.status, StatusCode::OK, "{}", typed.body);
        }
        Enrolled { own, student }
    }
}

fn documents_path(id: i64) -> String {
    format!("/api/v1/students/{id}/documents/")
}

/// A GPA as the transcript prints it: one decimal, or a dash.
fn gpa(value: &Value) -> String {
    value.as_f64().map(|g| format!("{g:.1}")).unwrap_or_else(|| "—".into())
}

#[actix_web::test]
async fn a_transcript_prints_the_results_as_they_stand_and_its_qr_code_verifies_it() {
    let app = TestApp::new().await;
    let enrolled = Enrolled::build(&app, "HUJJAT").await;
    let (token, id) = (enrolled.own.admin.clone(), enrolled.student);
    let results = app.get(&format!("/api/v1/students/{id}/results/"), &token).await;
    assert_eq!(results.status, StatusCode::OK, "{}", results.body);

    let issued = app.post(&documents_path(id), &token, json!({"kind": "TRANSCRIPT"})).await;
    assert_eq!(issued.status, StatusCode::CREATED, "{}", issued.body);
    let document = issued.body["result"].clone();
    let year = &document["issued_at"].as_str().unwrap()[..4];
    let institution = app.count(&format!("SELECT institution_id FROM students WHERE id = {id}"));
    let number = |n: i64| format!("T-{institution:04}-{year}-{n:06}");
    let taken = app.count(&format!(
        "SELECT last_number FROM study_document_series WHERE institution_id = {institution} AND kind = 'TRANSCRIPT' AND year = {year}"
    ));
    assert_eq!(document["number"], number(taken));
    assert_eq!((document["kind"].as_str(), document["status"].as_str()), (Some("TRANSCRIPT"), Some("VALID")));

    let pdf = app.get(document["pdf_url"].as_str().unwrap(), &token).await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert!(pdf.raw.starts_with(b"%PDF-"));
    let text = pdf_text(&pdf.raw);
    let card = app.get(&format!("/api/v1/students/{id}/"), &token).await;
    let fio = card.body["result"]["fio"].as_str().unwrap().to_string();
    assert!(text.contains(&fio), "the holder is not in the transcript:\n{text}");
    let semesters = results.body["result"]["semesters"].as_array().unwrap();
    assert!(!semesters.is_empty());
    for semester in semesters {
        let n = semester["semester"].as_i64().unwrap();
        let title = format!("Semester {n} · GPA {}", gpa(&semester["gpa"]));
        assert!(text.contains(&title), "{title:?} is not in the transcript:\n{text}");
        for subject in semester["subjects"].as_array().unwrap() {
            let name = subject["name"]["uz"].as_str().unwrap();
            if name.chars().count() <= 24 {
                assert!(text.contains(name), "{name:?} is not in the transcript:\n{text}");
            }
        }
    }
    let cumulative = gpa(&results.body["result"]["gpa"]);
    assert!(text.contains(&cumulative), "the cumulative GPA {cumulative} is not in the transcript");

    // The QR code's page, without a session: the kind, the holder, and nothing private.
    let public_id = document["public_id"].as_str().unwrap();
    let report = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!(report.status, StatusCode::OK, "{}", report.body);
    assert_eq!(
        (report.body["result"]["kind"].as_str(), report.body["result"]["holder"].as_str()),
        (Some("TRANSCRIPT"), Some(fio.as_str()))
    );
    let pinfl = card.body["result"]["pinfl"].as_str().unwrap().to_string();
    let public = report.body.to_string();
    for private in ["pinfl", "birth_date", "serial_number", &pinfl] {
        assert!(!public.contains(private), "{private} leaks: {public}");
    }

    // A second one takes the next number and leaves the first valid; the list shows both.
    let again = app.post(&documents_path(id), &token, json!({"kind": "TRANSCRIPT"})).await;
    assert_eq!(again.body["result"]["number"], number(taken + 1));
    let listed = app.get(&documents_path(id), &token).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    let numbers: Vec<&str> = listed.body["results"].as_array().unwrap().iter().map(|d| d["number"].as_str().unwrap()).collect();
    assert_eq!(numbers, [number(taken + 1), number(taken)]);
    let first = app.request(Method::GET, &format!("/api/v1/reports/{public_id}/"), None, None, "uz").await;
    assert_eq!(first.body["result"]["status"], "VALID");
    let audited = app.audit_records_of("graduate_document", document["id"].as_i64().unwrap());
    assert_eq!(audited.len(), 1, "the issue is audited");
}

#[actix_web::test]
async fn a_reference_states_where_a_studying_student_studies_and_is_refused_to_one_on_leave() {
    let app = TestApp::new().await;
    let enrolled = Enrolled::build(&app, "HUJJAT").await;
    let (token, id) = (enrolled.own.admin.clone(), enrolled.student);
    let issued = app.post(&documents_path(id), &token, json!({"kind": "REFERENCE"})).await;
    assert_eq!(issued.status, StatusCode::CREATED, "{}", issued.body);
    assert!(issued.body["result"]["number"].as_str().unwrap().starts_with("M-"));
    let pdf = app.get(issued.body["result"]["pdf_url"].as_str().unwrap(), &token).await;
    let text = pdf_text(&pdf.raw).split_whitespace().collect::<Vec<_>>().join(" ");
    let course =
        app.count(&format!("SELECT g.course::bigint FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE s.id = {id}"));
    assert!(text.contains(&format!("{course}-kursida")), "the course is not stated:\n{text}");
    assert!(text.contains("This is to certify that"), "{text}");
    // The group's students were admitted by its institution's order of 25 August of the year it opened.
    let year =
        app.count(&format!("SELECT g.opened_year::bigint FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE s.id = {id}"));
    assert!(text.contains(&format!("№ {year}-Q, 25.08.{year}")), "the admission order is not stated:\n{text}");
    assert!(text.contains(&format!("Enrolled by order No. {year}-Q of 25.08.{year}.")), "{text}");

    app.exec(&format!("UPDATE students SET student_status = 'ON-LEAVE' WHERE id = {id}"));
    let before = app.count("SELECT count(*) FROM graduate_documents");
    let series = app.count("SELECT COALESCE(sum(last_number), 0)::bigint FROM study_document_series");
    let refused = app.post(&documents_path(id), &token, json!({"kind": "REFERENCE"})).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::CONFLICT, "not_studying"), "{}", refused.body);
    assert_eq!(app.count("SELECT count(*) FROM graduate_documents"), before, "nothing written");
    assert_eq!(app.count("SELECT COALESCE(sum(last_number), 0)::bigint FROM study_document_series"), series, "no number taken");
    let transcript = app.post(&documents_path(id), &token, json!({"kind": "TRANSCRIPT"})).await;
    assert_eq!(transcript.status, StatusCode::CREATED, "a transcript is given whatever the status");
}

#[actix_web::test]
async fn study_documents_keep_to_their_permissions_and_institution() {
    let app = TestApp::new().await;
    let enrolled = Enrolled::build(&app, "HUJJAT").await;
    let (admin, id) = (enrolled.own.admin.clone(), enrolled.student);
    let issued = app.post(&documents_path(id), &admin, json!({"kind": "TRANSCRIPT"})).await;
    let pdf_url = issued.body["result"]["pdf_url"].as_str().unwrap().to_string();
    let before = app.count("SELECT count(*) FROM graduate_documents");

    let teacher = AccountBuilder::new("teacher.hujjat").role("TEACHER").at(enrolled.own.id).build(&app).await.token;
    assert_eq!(app.post(&documents_path(id), &teacher, json!({"kind": "TRANSCRIPT"})).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&documents_path(id), &teacher).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&pdf_url, &teacher).await.status, StatusCode::FORBIDDEN);

    let stranger = app.own_university("BOSHQA").await.admin;
    assert_eq!(app.post(&documents_path(id), &stranger, json!({"kind": "TRANSCRIPT"})).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&documents_path(id), &stranger).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&pdf_url, &stranger).await.status, StatusCode::NOT_FOUND);

    // A graduate's record issues only a graduate's kinds, and a study document only these two.
    let graduate_path = format!("/api/v1/graduates/{id}/documents/");
    assert!(app.post(&graduate_path, &admin, json!({"kind": "TRANSCRIPT"})).await.status.is_client_error());
    assert!(app.post(&documents_path(id), &admin, json!({"kind": "DIPLOMA"})).await.status.is_client_error());
    assert_eq!(app.count("SELECT count(*) FROM graduate_documents"), before, "nothing written");

    // The ministry reads the student's documents but issues none.
    let ministry = app.ministry().await;
    let listed = app.get(&documents_path(id), &ministry).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["count"], 1);
    assert_eq!(app.post(&documents_path(id), &ministry, json!({"kind": "TRANSCRIPT"})).await.status, StatusCode::FORBIDDEN);
}

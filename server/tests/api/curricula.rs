use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{
    AccountBuilder, CurriculumBuilder, CurriculumTemplateBuilder, DirectionBuilder, GroupBuilder, InstitutionBuilder, StudentBuilder,
    SubjectBuilder,
};
use crate::support::{Answer, TestApp};

/// The catalogue rows a curriculum refers to, entered by the ministry through the API (the
/// catalogue has its own screens and tests).
struct Catalogue {
    direction: i64,
    subject_type: i64,
    fizika: i64,
    matematika: i64,
    dasturlash: i64,
    template: i64,
    lyceum_template: i64,
}

async fn catalogue(app: &TestApp) -> Catalogue {
    let direction = DirectionBuilder::new("60610100")
        .named("Kompyuter injiniringi", "Компьютерный инжиниринг", "Computer engineering")
        .build(app)
        .await
        .id;
    let subject_type = app.first_subject_type_id();
    let subject = |code: &str, uz: &str, ru: &str, en: &str, hours: i64| {
        SubjectBuilder::new(code).named(uz, ru, en).of_type(subject_type).hours(hours).build(app)
    };
    let fizika = subject("FIZ-1", "Fizika", "Физика", "Physics", 120).await.id;
    let matematika = subject("MAT-1", "Oliy matematika", "Высшая математика", "Higher mathematics", 60).await.id;
    let dasturlash = subject("DAS-1", "Dasturlash asoslari", "Основы программирования", "Programming basics", 90).await.id;
    // The demo data has model curricula and subjects of its own: these are told apart by id.
    let template = CurriculumTemplateBuilder::new("Kompyuter injiniringi (namunaviy o‘quv reja)")
        .named("Kompyuter injiniringi (namunaviy o‘quv reja)", "Компьютерный инжиниринг (типовой)", "Computer engineering (model)")
        .semesters(4)
        .subject(fizika, 100)
        .subject(matematika, 60)
        .subject(dasturlash, 80)
        .build(app)
        .await
        .id;
    let lyceum_template =
        CurriculumTemplateBuilder::new("Iqtisodiyot (litsey)").lyceum().semesters(4).subject(matematika, 50).build(app).await.id;
    Catalogue { direction, subject_type, fizika, matematika, dasturlash, template, lyceum_template }
}

fn fields(c: &Catalogue, name: &str) -> Value {
    json!({
        "name": name,
        "subject_type_id": c.subject_type,
        "start_year": 2026,
        "end_year": 2030,
        "edu_direction_id": c.direction,
        "edu_form": "FULL_TIME",
        "curriculum_template_id": c.template,
        "edu_language": "UZ",
        "rating_type": "FIVE_POINT",
    })
}

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let answer = app.post("/api/v1/curriculums/", token, body).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    answer.body["result"].clone()
}

fn named(uz: &str, ru: &str, en: &str, hours: i64) -> Value {
    json!({ "name": { "uz": uz, "ru": ru, "en": en }, "study_hours": hours })
}

fn row(subject: i64, semester: i64, hours: i64) -> Value {
    json!({ "edu_subject_id": subject, "semester_number": semester, "study_hours": hours, "is_seperated": false })
}

/// A complete distribution of the model curriculum's three subjects over four semesters.
fn distribution(c: &Catalogue, version: &Value) -> Value {
    json!({
        "version": version,
        "edu_subject": [
            { "edu_subject_id": c.fizika, "study_hours": 100 },
            { "edu_subject_id": c.matematika, "study_hours": 60 },
            { "edu_subject_id": c.dasturlash, "study_hours": 80 },
        ],
        "semester_edu_subjects": [
            [row(c.fizika, 1, 50), row(c.matematika, 1, 30)],
            [row(c.fizika, 2, 50), row(c.matematika, 2, 30)],
            [row(c.dasturlash, 3, 40)],
            [row(c.dasturlash, 4, 40)],
        ],
        "semester_dates": [
            { "start_date": "2026-09-01", "end_date": "2027-01-20" },
            { "start_date": "2027-02-01", "end_date": "2027-06-30" },
            { "start_date": "2027-09-01", "end_date": "2028-01-20" },
            { "start_date": "2028-02-01", "end_date": "2028-06-30" },
        ],
        "vocational_subjects": [named("Kasbiy amaliyot", "Профессиональная практика", "Professional practice", 72)],
        "exams": [named("Yakuniy davlat attestatsiyasi", "Итоговая государственная аттестация", "Final state attestation", 8)],
    })
}

fn path(curriculum: &Value, tail: &str) -> String {
    format!("/api/v1/curriculums/{}/{tail}", curriculum["id"])
}

async fn save(app: &TestApp, token: &str, curriculum: &Value, body: Value, language: &str) -> Answer {
    app.request(Method::PUT, &path(curriculum, "separate-to-semesters/"), Some(token), Some(body), language).await
}

fn subject_row(curriculum: &Value, subject: i64) -> &Value {
    curriculum["edu_subject"].as_array().unwrap().iter().find(|r| r["edu_subject_id"] == subject).unwrap()
}

#[actix_web::test]
async fn an_institution_admin_creates_distributes_approves_and_retires_a_curriculum() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let own = app.own_university("CURA").await;
    let token = own.admin.clone();
    for name in ["Tasdiqlangan reja 1", "Tasdiqlangan reja 2"] {
        CurriculumBuilder::new(name).template(c.template).direction(c.direction).approved().by(&token).build(&app).await;
    }

    let created = create(&app, &token, fields(&c, "Kompyuter injiniringi 2026")).await;
    assert_eq!(created["institution_id"], own.id);
    assert_eq!(created["status"], "NEW");
    assert_eq!((created["start_year"].clone(), created["second_year"].clone()), (json!(2026), json!(2027)));
    assert_eq!(created["number_of_semesters"], 4, "the model curriculum's");
    assert_eq!(created["edu_direction"]["code"], "60610100");
    assert_eq!(created["curriculum_template"]["name"]["uz"], "Kompyuter injiniringi (namunaviy o‘quv reja)");
    assert_eq!(created["subject_type"]["id"], c.subject_type);
    assert_eq!(created["allowed_actions"], json!(["edit", "distribute", "approve", "inactivate", "delete"]));
    assert_eq!(created["edu_subject"].as_array().unwrap().len(), 3, "copied from the model curriculum");
    let fizika = subject_row(&created, c.fizika);
    assert_eq!((fizika["study_hours"].clone(), fizika["remaining_hours"].clone()), (json!(100), json!(100)));
    assert_eq!(fizika["edu_subject"]["name"]["en"], "Physics");
    assert_eq!(fizika["edu_subject"]["code"], "FIZ-1");
    assert_eq!(fizika["edu_subject"]["edu_subject_type"]["id"], c.subject_type);
    assert_eq!(created["semester_edu_subjects"], json!([[], [], [], []]));
    assert_eq!(created["semester_dates"].as_array().unwrap().len(), 4);
    assert_eq!(created["semester_dates"][0], json!({ "start_date": null, "end_date": null }));
    let audit = app.last_audit_record();
    assert_eq!((audit["entity_type"].clone(), audit["action"].clone()), (json!("curriculum"), json!("create")));

    let listed = app.get(&format!("/api/v1/curriculums/?status=NEW&search=injiniringi&edu_direction_id={}", c.direction), &token).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    assert_eq!(listed.body["count"], 1);
    assert_eq!(listed.body["results"][0]["name"], "Kompyuter injiniringi 2026");
    assert!(listed.body["results"][0].get("edu_subject").is_none(), "list items carry no distribution");
    assert_eq!(app.get("/api/v1/curriculums/?status=APPROVED", &token).await.body["count"], 2, "the two approved before");
    assert_eq!(app.get("/api/v1/curriculums/?status=DONE", &token).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    let audits = app.audit_count();
    let saved = save(&app, &token, &created, distribution(&c, &created["version"]), "uz").await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let saved = saved.body["result"].clone();
    assert!(saved["edu_subject"].as_array().unwrap().iter().all(|r| r["remaining_hours"] == 0));
    assert_eq!(
        saved["semester_edu_subjects"][1][0],
        json!({ "edu_subject_id": c.fizika, "semester_number": 2, "study_hours": 50, "is_seperated": false })
    );
    assert_eq!(saved["semester_dates"][3], json!({ "start_date": "2028-02-01", "end_date": "2028-06-30" }));
    assert!(saved["vocational_subjects"][0]["id"].as_i64().unwrap() > 0);
    assert_eq!(saved["exams"][0]["name"]["ru"], "Итоговая государственная аттестация");
    assert_eq!(app.audit_count(), audits + 1, "a distribution save is one audit record");
    let audit = app.last_audit_record();
    let changes = audit["changes"].as_object().unwrap();
    let changed: Vec<&str> = changes.keys().map(String::as_str).collect();
    assert_eq!(changed, vec!["exams", "semester_dates", "semester_edu_subjects", "vocational_subjects"]);
    assert_eq!(audit["entity_id"], created["id"]);

    // Saving the distribution again keeps the stored vocational and exam rows by id.
    let mut again = distribution(&c, &saved["version"]);
    again["vocational_subjects"][0]["id"] = saved["vocational_subjects"][0]["id"].clone();
    again["vocational_subjects"][0]["study_hours"] = json!(80);
    again["exams"][0]["id"] = json!(1_700_000_000_000_i64);
    let resaved = save(&app, &token, &saved, again, "uz").await.body["result"].clone();
    assert_eq!(resaved["vocational_subjects"][0]["id"], saved["vocational_subjects"][0]["id"]);
    assert_eq!(resaved["vocational_subjects"][0]["study_hours"], 80);
    assert_ne!(resaved["exams"][0]["id"], json!(1_700_000_000_000_i64), "a temporary id makes a new row");
    assert_eq!(app.count(&format!("SELECT count(*) FROM curriculum_exams WHERE curriculum_id = {}", created["id"])), 1);

    let stale = app.post(&path(&created, "approve/"), &token, json!({ "version": saved["version"] })).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    let approved = app.post(&path(&created, "approve/"), &token, json!({ "version": resaved["version"] })).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.body);
    assert_eq!(approved.body["result"]["status"], "APPROVED");
    assert_eq!(approved.body["result"]["allowed_actions"], json!(["cancel", "inactivate", "archive"]));
    assert_eq!(approved.body["result"]["semester_edu_subjects"][0].as_array().unwrap().len(), 2, "the answer carries the distribution");
    assert_eq!(app.last_audit_record()["changes"]["status"], json!(["NEW", "APPROVED"]));

    let cancelled = app.request(Method::POST, &path(&created, "cancel/"), Some(&token), None, "uz").await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    assert_eq!(cancelled.body["result"]["status"], "NEW");
    let approved = app.post(&path(&created, "approve/"), &token, json!({})).await;
    assert_eq!(approved.body["result"]["status"], "APPROVED");
    let inactive = app.post(&path(&created, "inactive/"), &token, json!({})).await;
    assert_eq!(inactive.body["result"]["status"], "INACTIVE");
    assert_eq!(inactive.body["result"]["allowed_actions"], json!(["archive"]));
    let archived = app.post(&path(&created, "archive/"), &token, json!({})).await;
    assert_eq!(archived.status, StatusCode::OK);
    assert_eq!(archived.body["result"]["status"], "ARCHIVED");
    assert_eq!(archived.body["result"]["allowed_actions"], json!([]));
    assert_eq!(app.get("/api/v1/curriculums/?status=ARCHIVED", &token).await.body["count"], 1);
}

#[actix_web::test]
async fn an_illegal_action_is_refused_with_its_reason_in_every_language() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let created = create(&app, &token, fields(&c, "Reja")).await;
    let saved = save(&app, &token, &created, distribution(&c, &created["version"]), "uz").await.body["result"].clone();
    let approved = app.post(&path(&saved, "approve/"), &token, json!({})).await.body["result"].clone();

    let expected = [
        ("uz", "O‘quv reja «Tasdiqlangan» holatida: «tahrirlash» amalini bajarib bo‘lmaydi"),
        ("ru", "Учебный план в состоянии «Утверждён»: действие «редактирование» недоступно"),
        ("en", "The curriculum is Approved: “edit” is not allowed"),
    ];
    for (language, message) in expected {
        let mut body = fields(&c, "Yangi nom");
        body["version"] = approved["version"].clone();
        let answer = app.request(Method::PUT, &path(&approved, ""), Some(&token), Some(body), language).await;
        assert_eq!(answer.status, StatusCode::CONFLICT);
        assert_eq!(answer.code(), "illegal_transition");
        assert_eq!(answer.message(), message);
    }
    let distribute = save(&app, &token, &approved, distribution(&c, &approved["version"]), "en").await;
    assert_eq!((distribute.status, distribute.code()), (StatusCode::CONFLICT, "illegal_transition"));
    assert_eq!(distribute.message(), "The curriculum is Approved: “distribute subjects over semesters” is not allowed");
    let delete = app.request(Method::DELETE, &path(&approved, ""), Some(&token), None, "ru").await;
    assert_eq!((delete.status, delete.code()), (StatusCode::CONFLICT, "illegal_transition"));
    assert!(delete.message().contains("удаление"), "{}", delete.message());
    let twice = app.request(Method::POST, &path(&approved, "approve/"), Some(&token), None, "uz").await;
    assert_eq!((twice.status, twice.code()), (StatusCode::CONFLICT, "illegal_transition"));
    assert!(twice.message().contains("tasdiqlash"), "{}", twice.message());
    let archived = app.post(&path(&approved, "archive/"), &token, json!({})).await.body["result"].clone();
    for action in ["approve/", "cancel/", "inactive/", "archive/"] {
        let answer = app.post(&path(&archived, action), &token, json!({})).await;
        assert_eq!((answer.status, answer.code()), (StatusCode::CONFLICT, "illegal_transition"), "{action}");
    }
    let fresh = create(&app, &token, fields(&c, "Ikkinchi")).await;
    let cancel = app.request(Method::POST, &path(&fresh, "cancel/"), Some(&token), None, "en").await;
    assert_eq!(cancel.message(), "The curriculum is New: “cancel” is not allowed");
    let archive = app.post(&path(&fresh, "archive/"), &token, json!({})).await;
    assert_eq!(archive.code(), "illegal_transition");
}

#[actix_web::test]
async fn approval_of_an_incomplete_distribution_names_what_is_missing() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let created = create(&app, &token, fields(&c, "Reja")).await;
    let mut partial = distribution(&c, &created["version"]);
    partial["semester_edu_subjects"][3] = json!([row(c.dasturlash, 4, 20)]);
    let saved = save(&app, &token, &created, partial, "uz").await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(subject_row(&saved.body["result"], c.dasturlash)["remaining_hours"], 20);

    let expected = [
        ("uz", "O‘quv reja to‘liq taqsimlanmagan: «Dasturlash asoslari» fanining 20 soati taqsimlanmagan"),
        ("ru", "Учебный план распределён не полностью: по предмету «Основы программирования» не распределено часов: 20"),
        ("en", "The curriculum is not fully distributed: 20 hour(s) of “Programming basics” are not distributed"),
    ];
    for (language, message) in expected {
        let answer = app.request(Method::POST, &path(&created, "approve/"), Some(&token), None, language).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer.code(), "distribution_incomplete");
        assert_eq!(answer.message(), message);
    }
    let fresh = create(&app, &token, fields(&c, "Bo‘sh reja")).await;
    let answer = app.request(Method::POST, &path(&fresh, "approve/"), Some(&token), None, "uz").await;
    assert_eq!(answer.code(), "distribution_incomplete");
    for part in ["1-semestr sanalari kiritilmagan", "«Fizika» fanining 100 soati", "kasbiy fanlar kiritilmagan", "DAK fanlari kiritilmagan"]
    {
        assert!(answer.message().contains(part), "{part}: {}", answer.message());
    }
    assert_eq!(app.get(&path(&fresh, ""), &token).await.body["result"]["status"], "NEW");
}

/// The field errors of a refused save, in one language.
fn field(answer: &Answer, name: &str) -> String {
    answer.body["error"]["fields"][name][0].as_str().unwrap_or_else(|| panic!("no error for {name}: {}", answer.body)).to_string()
}

#[actix_web::test]
async fn a_distribution_breaking_the_rules_is_refused_field_by_field_in_every_language() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let created = create(&app, &token, fields(&c, "Reja")).await;

    let mut bad = distribution(&c, &created["version"]);
    bad["vocational_subjects"] = json!([]);
    bad["exams"] = json!([]);
    let expected = [
        ("uz", "Iltimos, kasbiy fanlarni kiriting!", "Iltimos, DAK fanlarini kiriting!"),
        ("ru", "Пожалуйста, введите профессиональные предметы!", "Пожалуйста, введите предметы ГАК!"),
        ("en", "Please enter the vocational subjects!", "Please enter the final state attestation (DAK) subjects!"),
    ];
    for (language, vocational, exams) in expected {
        let answer = save(&app, &token, &created, bad.clone(), language).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer.code(), "validation_failed");
        assert_eq!(field(&answer, "vocational_subjects"), vocational);
        assert_eq!(field(&answer, "exams"), exams);
    }

    let mut bad = distribution(&c, &created["version"]);
    bad["semester_edu_subjects"][0] = json!([row(c.fizika, 1, 60), row(c.fizika, 1, 0), row(c.matematika, 1, -1)]);
    bad["semester_edu_subjects"][1] = json!([row(c.fizika, 2, 50)]);
    bad["semester_dates"][1] = json!({ "start_date": "2027-01-10", "end_date": "2027-06-30" });
    bad["semester_dates"][2] = json!({ "start_date": null, "end_date": "2028-01-20" });
    bad["semester_dates"][3] = json!({ "start_date": "2028-06-30", "end_date": "2028-02-01" });
    bad["vocational_subjects"] = json!([named("A", "", "", 10), named("B", "", "", 10), named("C", "", "", 10)]);
    let answer = save(&app, &token, &created, bad.clone(), "uz").await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    let found: Vec<String> = answer.body["error"]["fields"].as_object().unwrap().keys().cloned().collect();
    assert_eq!(
        found,
        vec![
            "semester_dates.1.start_date",
            "semester_dates.2.start_date",
            "semester_dates.3.end_date",
            "semester_edu_subjects.0.1.edu_subject_id",
            "semester_edu_subjects.0.2.study_hours",
            "semester_edu_subjects.1.0.study_hours",
            "vocational_subjects",
        ]
    );
    assert_eq!(field(&answer, "semester_edu_subjects.0.1.edu_subject_id"), "Bu fan bir ro‘yxatda ikki marta tanlangan");
    assert_eq!(
        field(&answer, "semester_edu_subjects.1.0.study_hours"),
        "Semestrlarga taqsimlangan soatlar (110) fanning umumiy soatidan (100) oshmasligi kerak"
    );
    assert_eq!(field(&answer, "semester_dates.1.start_date"), "Semestr oldingi semestr tugaganidan keyin boshlanishi kerak");
    assert_eq!(field(&answer, "semester_dates.2.start_date"), "Iltimos, maydonni to‘ldiring");
    assert_eq!(field(&answer, "vocational_subjects"), "Kasbiy fanlar ikkitadan oshmasligi kerak");
    let english = save(&app, &token, &created, bad, "en").await;
    assert_eq!(field(&english, "semester_edu_subjects.1.0.study_hours"), "The semesters' hours (110) exceed the subject's hours (100)");
    assert_eq!(field(&english, "semester_dates.3.end_date"), "The end must come after the start");

    // A subject that is not in the curriculum's list, or not in the catalogue at all.
    let mut foreign = distribution(&c, &created["version"]);
    foreign["edu_subject"] = json!([{ "edu_subject_id": c.fizika, "study_hours": 100 }, { "edu_subject_id": 999_999, "study_hours": 10 }]);
    let answer = save(&app, &token, &created, foreign, "ru").await;
    assert_eq!(field(&answer, "edu_subject.1.edu_subject_id"), "Такого предмета нет в справочнике");
    assert_eq!(field(&answer, "semester_edu_subjects.0.1.edu_subject_id"), "Этого предмета нет в списке предметов учебного плана");
    let mut short = distribution(&c, &created["version"]);
    short["semester_edu_subjects"].as_array_mut().unwrap().pop();
    short["semester_dates"].as_array_mut().unwrap().pop();
    let answer = save(&app, &token, &created, short, "en").await;
    assert_eq!(field(&answer, "semester_edu_subjects"), "There must be 4 semesters");
    assert_eq!(field(&answer, "semester_dates"), "There must be 4 semesters");
    let unversioned = save(&app, &token, &created, json!({}), "en").await;
    assert_eq!(field(&unversioned, "version"), "Please fill in the field");
}

#[actix_web::test]
async fn a_failed_save_leaves_the_stored_distribution_unchanged() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let created = create(&app, &token, fields(&c, "Reja")).await;
    let saved = save(&app, &token, &created, distribution(&c, &created["version"]), "uz").await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let before = app.get(&path(&created, ""), &token).await.body["result"].clone();
    let audits = app.audit_count();
    let rows = |app: &TestApp| {
        app.count(&format!(
            "SELECT (SELECT count(*) FROM curriculum_semester_subjects WHERE curriculum_id = {id}) * 1000 \
             + (SELECT count(*) FROM curriculum_subjects WHERE curriculum_id = {id}) * 100 \
             + (SELECT count(*) FROM curriculum_vocational_subjects WHERE curriculum_id = {id}) * 10 \
             + (SELECT count(*) FROM curriculum_exams WHERE curriculum_id = {id})",
            id = created["id"]
        ))
    };
    let stored_rows = rows(&app);

    // Every part changes and one rule breaks (no exams): nothing of it may be kept.
    let mut changed = json!({
        "version": before["version"],
        "edu_subject": [{ "edu_subject_id": c.fizika, "study_hours": 100 }],
        "semester_edu_subjects": [[row(c.fizika, 1, 100)], [], [], []],
        "semester_dates": [
            { "start_date": "2030-09-01", "end_date": "2031-01-20" },
            { "start_date": "2031-02-01", "end_date": "2031-06-30" },
            { "start_date": "2031-09-01", "end_date": "2032-01-20" },
            { "start_date": "2032-02-01", "end_date": "2032-06-30" },
        ],
        "vocational_subjects": [named("Boshqa amaliyot", "", "", 10), named("Yana biri", "", "", 20)],
        "exams": [],
    });
    let refused = save(&app, &token, &created, changed.clone(), "uz").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get(&path(&created, ""), &token).await.body["result"], before);
    assert_eq!(rows(&app), stored_rows);
    assert_eq!(app.audit_count(), audits);

    // A stale version is refused the same way, even for a distribution that is otherwise valid.
    changed["exams"] = json!([named("DAK", "", "", 4)]);
    changed["version"] = json!(before["version"].as_i64().unwrap() - 1);
    let stale = save(&app, &token, &created, changed.clone(), "uz").await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    assert_eq!(app.get(&path(&created, ""), &token).await.body["result"], before);
    assert_eq!(app.audit_count(), audits);
    changed["version"] = before["version"].clone();
    let accepted = save(&app, &token, &created, changed, "uz").await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.body);
    assert_eq!(accepted.body["result"]["edu_subject"].as_array().unwrap().len(), 1);
}

/// The curriculum after a group studied by it and got a rating of `subject` in the first semester,
/// and left (its student and itself deleted, the rating kept), and the curriculum was cancelled
/// back to NEW: all through the API.
async fn rated_once(app: &TestApp, token: &str, curriculum: &Value, direction: i64, subject: i64) -> Value {
    let approved = app.post(&path(curriculum, "approve/"), token, json!({ "version": curriculum["version"] })).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.body);
    let id = curriculum["id"].as_i64().unwrap();
    let group = GroupBuilder::new("RT-26-01", id).direction(direction).by(token).build(app).await.id;
    let student = StudentBuilder::new(group, 900_050).by(token).build(app).await.id;
    let ratings = json!({ "ratings": [{ "student_id": student, "edu_subject_id": subject, "rating": 5 }] });
    let rated = app.put(&format!("/api/v1/edu-groups/{group}/ratings/?semester=1"), token, ratings).await;
    assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    assert_eq!(app.delete(&format!("/api/v1/students/{student}/"), token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.delete(&format!("/api/v1/edu-groups/{group}/"), token).await.status, StatusCode::NO_CONTENT);
    let cancelled = app.post(&path(curriculum, "cancel/"), token, json!({})).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    app.get(&path(curriculum, ""), token).await.body["result"].clone()
}

#[actix_web::test]
async fn a_rated_subject_cannot_be_removed_and_check_rating_says_so() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let created = create(&app, &token, fields(&c, "Reja")).await;
    let saved = save(&app, &token, &created, distribution(&c, &created["version"]), "uz").await.body["result"].clone();
    let saved = rated_once(&app, &token, &saved, c.direction, c.fizika).await;
    let check = |subject: i64| json!({ "edu_subject_id": subject, "curriculum_id": created["id"] });
    let rated = app.post("/api/v1/curriculums/check-rating/", &token, check(c.fizika)).await;
    assert_eq!(rated.status, StatusCode::OK, "{}", rated.body);
    assert_eq!(rated.body, json!({ "result": { "has_rating": true } }));
    assert_eq!(app.post("/api/v1/curriculums/check-rating/", &token, check(c.matematika)).await.body["result"]["has_rating"], false);
    let bad = app.post("/api/v1/curriculums/check-rating/", &token, json!({ "edu_subject_id": 0, "curriculum_id": created["id"] })).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let unknown =
        app.post("/api/v1/curriculums/check-rating/", &token, json!({ "edu_subject_id": c.fizika, "curriculum_id": 999_999 })).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);

    let mut without = distribution(&c, &saved["version"]);
    without["edu_subject"] =
        json!([{ "edu_subject_id": c.matematika, "study_hours": 60 }, { "edu_subject_id": c.dasturlash, "study_hours": 80 }]);
    without["semester_edu_subjects"] =
        json!([[row(c.matematika, 1, 30)], [row(c.matematika, 2, 30)], [row(c.dasturlash, 3, 40)], [row(c.dasturlash, 4, 40)]]);
    for (language, message) in
        [("uz", "Bu fanga baho qoyilgan"), ("ru", "По этому предмету уже выставлены оценки"), ("en", "This subject already has ratings")]
    {
        let answer = save(&app, &token, &saved, without.clone(), language).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(field(&answer, "edu_subject"), message);
        assert_eq!(field(&answer, "semester_edu_subjects.0"), message);
    }
    // Moved out of its rated semester only: refused too.
    let mut moved = distribution(&c, &saved["version"]);
    moved["semester_edu_subjects"][0] = json!([row(c.matematika, 1, 30)]);
    moved["semester_edu_subjects"][2] = json!([row(c.dasturlash, 3, 40), row(c.fizika, 3, 50)]);
    let answer = save(&app, &token, &saved, moved, "uz").await;
    assert_eq!(field(&answer, "semester_edu_subjects.0"), "Bu fanga baho qoyilgan");
    // Another model curriculum would drop the rated subject as well.
    let mut other = fields(&c, "Reja");
    other["version"] = saved["version"].clone();
    other["curriculum_template_id"] = json!(c.template);
    other["number_of_semesters"] = json!(0);
    assert_eq!(app.put(&path(&saved, ""), &token, other.clone()).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    other["number_of_semesters"] = json!(3);
    let fewer = app.put(&path(&saved, ""), &token, other).await;
    assert_eq!(fewer.status, StatusCode::OK, "semester 4 holds no rated subject: {}", fewer.body);
    assert_eq!(fewer.body["result"]["semester_edu_subjects"].as_array().unwrap().len(), 3);
    // Hours of a rated subject may still move between its semesters.
    let mut hours = fewer.body["result"].clone();
    hours["semester_dates"].as_array_mut().unwrap().truncate(3);
    let mut body = distribution(&c, &hours["version"]);
    body["semester_edu_subjects"] = json!([
        [row(c.fizika, 1, 40), row(c.matematika, 1, 30)],
        [row(c.fizika, 2, 60), row(c.matematika, 2, 30)],
        [row(c.dasturlash, 3, 80)]
    ]);
    body["semester_dates"].as_array_mut().unwrap().truncate(3);
    let answer = save(&app, &token, &hours, body, "uz").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

/// A work placement that curricula of two institutions share.
fn placement() -> Value {
    named("Muhandislik amaliyoti M-7301", "Инженерная практика M-7301", "Engineering practice M-7301", 72)
}

#[actix_web::test]
async fn another_institutions_curriculum_is_invisible_and_untouchable() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let ministry = app.ministry().await;
    let everywhere = app.get("/api/v1/curriculums/", &ministry).await.body["count"].as_i64().unwrap();
    let superadmin = app.superadmin().await;
    let other = app.own_university("CURB").await.id;
    let mut body = fields(&c, "Andijon rejasi 7301");
    body["institution_id"] = json!(other);
    let foreign = create(&app, &superadmin, body).await;
    assert_eq!(foreign["institution_id"], other);
    let mut plan = distribution(&c, &foreign["version"]);
    plan["vocational_subjects"] = json!([placement(), named("Andijon amaliyoti", "", "", 36)]);
    let saved = save(&app, &superadmin, &foreign, plan, "uz").await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let without_owner = app.post("/api/v1/curriculums/", &superadmin, fields(&c, "Egasiz")).await;
    assert_eq!(without_owner.status, StatusCode::UNPROCESSABLE_ENTITY, "a ministry role names the institution");

    let home = app.own_university("CURA").await;
    let token = home.admin.clone();
    let own = create(&app, &token, fields(&c, "Zomin rejasi 7301")).await;
    let mut plan = distribution(&c, &own["version"]);
    plan["vocational_subjects"] = json!([placement()]);
    let saved = save(&app, &token, &own, plan, "uz").await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(app.get("/api/v1/curriculums/", &token).await.body["count"], 1, "its own only");
    assert_eq!(app.get(&format!("/api/v1/curriculums/?institution_id={other}"), &token).await.body["count"], 0);
    let custom = app.get("/api/v1/edu-subjects/custom-subjects/", &token).await;
    assert_eq!(custom.body["count"], 1, "its own curriculum's work placement");
    assert_eq!(custom.body["results"][0]["name"], placement()["name"]);
    for language in ["uz", "ru", "en"] {
        let answer = app.request(Method::GET, &path(&foreign, ""), Some(&token), None, language).await;
        assert_eq!((answer.status, answer.code()), (StatusCode::NOT_FOUND, "not_found"));
    }
    let mut edit = fields(&c, "Bosib olingan");
    edit["version"] = foreign["version"].clone();
    assert_eq!(app.put(&path(&foreign, ""), &token, edit).await.status, StatusCode::NOT_FOUND);
    assert_eq!(save(&app, &token, &foreign, distribution(&c, &foreign["version"]), "uz").await.status, StatusCode::NOT_FOUND);
    for action in ["approve/", "cancel/", "inactive/", "archive/"] {
        assert_eq!(app.post(&path(&foreign, action), &token, json!({})).await.status, StatusCode::NOT_FOUND, "{action}");
    }
    let check = json!({ "edu_subject_id": c.fizika, "curriculum_id": foreign["id"] });
    assert_eq!(app.post("/api/v1/curriculums/check-rating/", &token, check).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&path(&foreign, ""), &token).await.status, StatusCode::NOT_FOUND);
    let mut elsewhere = fields(&c, "Boshqa joyda");
    elsewhere["institution_id"] = json!(other);
    let refused = app.post("/api/v1/curriculums/", &token, elsewhere).await;
    assert_eq!((refused.status, refused.code()), (StatusCode::UNPROCESSABLE_ENTITY, "institution_out_of_scope"));
    let built = format!("SELECT count(*) FROM curricula WHERE deleted_at IS NULL AND institution_id IN ({}, {other})", home.id);
    assert_eq!(app.count(&built), 2, "the two created");

    // Ministry roles read every institution's curricula and may filter by one.
    assert_eq!(app.get("/api/v1/curriculums/", &ministry).await.body["count"], everywhere + 2, "and the two created");
    let only = app.get(&format!("/api/v1/curriculums/?institution_id={other}"), &ministry).await;
    assert_eq!(only.body["count"], 1);
    assert_eq!(only.body["results"][0]["institution"]["id"], other);
    let by_name = app.get("/api/v1/curriculums/?search=7301&ordering=-name", &ministry).await;
    assert_eq!(by_name.body["results"][0]["name"], "Zomin rejasi 7301");
    assert_eq!(app.get("/api/v1/curriculums/?search=%25", &ministry).await.body["count"], 0, "wildcards are searched literally");
    assert_eq!(app.get("/api/v1/curriculums/?ordering=password", &ministry).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get(&path(&own, ""), &ministry).await.status, StatusCode::OK);
    let custom = app.get("/api/v1/edu-subjects/custom-subjects/?search=m-7301", &ministry).await;
    assert_eq!(custom.body, json!({ "results": [placement()], "count": 1 }), "one of the same name in two institutions");
    // ... but change none of them without the permissions.
    let forbidden = app.post("/api/v1/curriculums/", &ministry, json!({ "institution_id": other })).await;
    assert_eq!((forbidden.status, forbidden.code()), (StatusCode::FORBIDDEN, "permission_denied"));
    assert_eq!(app.post(&path(&own, "approve/"), &ministry, json!({})).await.status, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn every_call_needs_its_permission() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let own = app.own_university("CURA").await;
    let admin = own.admin.clone();
    let created = create(&app, &admin, fields(&c, "Reja")).await;
    let teacher = AccountBuilder::new("teacher.cura").role("TEACHER").at(own.id).build(&app).await.token;
    let calls: Vec<(Method, String, Option<Value>)> = vec![
        (Method::GET, "/api/v1/curriculums/".into(), None),
        (Method::POST, "/api/v1/curriculums/".into(), Some(fields(&c, "X"))),
        (Method::GET, path(&created, ""), None),
        (Method::PUT, path(&created, ""), Some(fields(&c, "X"))),
        (Method::DELETE, path(&created, ""), None),
        (Method::PUT, path(&created, "separate-to-semesters/"), Some(distribution(&c, &created["version"]))),
        (Method::POST, path(&created, "approve/"), None),
        (Method::POST, path(&created, "cancel/"), None),
        (Method::POST, path(&created, "inactive/"), None),
        (Method::POST, path(&created, "archive/"), None),
        (
            Method::POST,
            "/api/v1/curriculums/check-rating/".into(),
            Some(json!({ "edu_subject_id": c.fizika, "curriculum_id": created["id"] })),
        ),
        (Method::GET, "/api/v1/edu-subjects/custom-subjects/".into(), None),
    ];
    for (method, uri, body) in calls {
        let mut body = body;
        if method == Method::PUT && uri.ends_with(&format!("{}/", created["id"])) {
            if let Some(b) = body.as_mut() {
                b["version"] = created["version"].clone();
            }
        }
        let denied = app.request(method.clone(), &uri, Some(&teacher), body.clone(), "en").await;
        assert_eq!((denied.status, denied.code()), (StatusCode::FORBIDDEN, "permission_denied"), "{method} {uri}");
        assert_eq!(denied.message(), "You do not have permission for this action");
        let anonymous = app.request(method.clone(), &uri, None, body, "uz").await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED, "{method} {uri}");
    }
    assert_eq!(app.get(&path(&created, ""), &admin).await.body["result"]["status"], "NEW", "nothing changed");
}

#[actix_web::test]
async fn a_new_curriculum_is_edited_with_its_version_and_deleted_softly() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let token = app.own_university("CURA").await.admin;
    let kept = create(&app, &token, fields(&c, "Boshqa reja")).await;
    let created = create(&app, &token, fields(&c, "Reja")).await;
    let saved = save(&app, &token, &created, distribution(&c, &created["version"]), "uz").await.body["result"].clone();

    let mut edit = fields(&c, "Kompyuter injiniringi (sirtqi)");
    edit["edu_form"] = json!("PART_TIME");
    edit["end_year"] = json!(2031);
    edit["version"] = created["version"].clone();
    let stale = app.put(&path(&created, ""), &token, edit.clone()).await;
    assert_eq!((stale.status, stale.code()), (StatusCode::CONFLICT, "stale_version"));
    edit["version"] = saved["version"].clone();
    let edited = app.put(&path(&created, ""), &token, edit.clone()).await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
    let edited = edited.body["result"].clone();
    assert_eq!(
        (edited["name"].clone(), edited["edu_form"].clone(), edited["end_year"].clone()),
        (json!("Kompyuter injiniringi (sirtqi)"), json!("PART_TIME"), json!(2031))
    );
    assert_eq!(edited["semester_edu_subjects"], saved["semester_edu_subjects"], "the distribution stays");
    assert_eq!(app.last_audit_record()["changes"]["edu_form"], json!(["FULL_TIME", "PART_TIME"]));
    let missing_version = app.put(&path(&created, ""), &token, fields(&c, "X")).await;
    assert_eq!(missing_version.status, StatusCode::UNPROCESSABLE_ENTITY);

    let mut bad = json!({ "name": " ", "start_year": 2026, "end_year": 2026, "edu_form": "NIGHT", "version": edited["version"] });
    bad["subject_type_id"] = json!(999_999);
    let refused = app.put(&path(&created, ""), &token, bad).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let wrong: Vec<String> = refused.body["error"]["fields"].as_object().unwrap().keys().cloned().collect();
    assert_eq!(wrong, vec!["curriculum_template_id", "edu_direction_id", "edu_form", "edu_language", "end_year", "name", "rating_type"]);
    let mut unknown = fields(&c, "Reja");
    unknown["subject_type_id"] = json!(999_999);
    unknown["edu_direction_id"] = json!(999_999);
    let answer = app.request(Method::POST, "/api/v1/curriculums/", Some(&token), Some(unknown), "ru").await;
    assert_eq!(answer.body["error"]["fields"]["subject_type_id"][0], "Значение не входит в список допустимых");
    assert!(answer.body["error"]["fields"]["edu_direction_id"].is_array());
    let mut lyceum_model = fields(&c, "Reja");
    lyceum_model["curriculum_template_id"] = json!(c.lyceum_template);
    let answer = app.request(Method::POST, "/api/v1/curriculums/", Some(&token), Some(lyceum_model), "uz").await;
    assert_eq!(answer.body["error"]["fields"]["curriculum_template_id"][0], "Namunaviy o‘quv reja boshqa turdagi ta’lim muassasasi uchun");

    assert_eq!(app.delete(&path(&created, ""), &token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&path(&created, ""), &token).await.status, StatusCode::NOT_FOUND);
    let left = app.get("/api/v1/curriculums/", &token).await;
    assert_eq!(left.body["count"], 1, "the other one is left");
    assert_eq!(left.body["results"][0]["id"], kept["id"]);
    assert_eq!(app.delete(&path(&created, ""), &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM curricula WHERE id = {} AND deleted_at IS NOT NULL", created["id"])),
        1,
        "kept for history"
    );
    assert_eq!(app.count(&format!("SELECT count(*) FROM curriculum_semester_subjects WHERE curriculum_id = {}", created["id"])), 6);
    assert_eq!(app.last_audit_record()["action"], "delete");
}

#[actix_web::test]
async fn a_lyceum_curriculum_has_at_most_four_semesters() {
    let app = TestApp::new().await;
    let c = catalogue(&app).await;
    let superadmin = app.superadmin().await;
    let lyceum = InstitutionBuilder::new("CURL").lyceum().build(&app).await.id;
    let mut body = fields(&c, "Iqtisodiyot");
    body["institution_id"] = json!(lyceum);
    body["curriculum_template_id"] = json!(c.lyceum_template);
    body["number_of_semesters"] = json!(6);
    for (language, message) in
        [("uz", "Qiymat 1 dan 4 gacha bo‘lishi kerak"), ("ru", "Значение должно быть от 1 до 4"), ("en", "The value must be from 1 to 4")]
    {
        let answer = app.request(Method::POST, "/api/v1/curriculums/", Some(&superadmin), Some(body.clone()), language).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer.body["error"]["fields"]["number_of_semesters"][0], message);
    }
    body["number_of_semesters"] = json!(2);
    let created = create(&app, &superadmin, body).await;
    assert_eq!(created["number_of_semesters"], 2);
    assert_eq!(created["semester_edu_subjects"], json!([[], []]));
    assert_eq!(created["edu_subject"][0]["study_hours"], 50);
}

use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::subjects::{conflict, refused_field, type_id, HOURS, NOT_AN_ID, REPEATED, REQUIRED, STALE, UNKNOWN};
use crate::support::fixtures::{CurriculumTemplateBuilder, SubjectBuilder};
use crate::support::TestApp;

/// The name of the model curriculum a test enters first; no other model curriculum says "Mexatronika".
const MODEL: &str = "Mexatronika injiniringi (namunaviy o‘quv reja)";

/// Five subjects of the catalogue, in the order mathematics, physics, programming, English, history.
async fn five_subjects(app: &TestApp) -> [i64; 5] {
    let (common, specialty, general) =
        (type_id(app, "Umumkasbiy fanlar"), type_id(app, "Ixtisoslik fanlari"), type_id(app, "Umumta’lim fanlari"));
    let mut ids = [0; 5];
    for (id, (code, uz, kind, hours)) in ids.iter_mut().zip([
        ("SNV-OM", "Oliy matematika", common, 240),
        ("SNV-FIZ", "Fizika", common, 180),
        ("SNV-DA", "Dasturlash asoslari", specialty, 200),
        ("SNV-IT", "Ingliz tili", general, 120),
        ("SNV-OT", "O‘zbekiston tarixi", general, 90),
    ]) {
        *id = SubjectBuilder::new(code).named(uz, "", "").of_type(kind).hours(hours).build(app).await.id;
    }
    ids
}

/// A model curriculum of the five subjects, with the hours each subject has.
async fn model_of_five(app: &TestApp, subjects: [i64; 5]) -> i64 {
    let hours = [240, 180, 200, 120, 90];
    let model = subjects.iter().zip(hours).fold(CurriculumTemplateBuilder::new(MODEL), |model, (id, h)| model.subject(*id, h));
    model.build(app).await.id
}

fn template(uz: &str, kind: &str, direction: Option<i64>, semesters: Option<i64>, subjects: &[(i64, i64)]) -> Value {
    let mut body = json!({
        "name": { "uz": uz, "ru": "", "en": "" },
        "edu_direction_id": direction,
        "institution_type": kind,
        "subjects": subjects.iter().map(|(id, hours)| json!({ "edu_subject_id": id, "study_hours": hours })).collect::<Vec<_>>(),
    });
    if let Some(semesters) = semesters {
        body["number_of_semesters"] = json!(semesters);
    }
    body
}

async fn direction(app: &TestApp, token: &str, code: &str, uz: &str, kind: &str) -> i64 {
    let body = json!({ "code": code, "name": { "uz": uz }, "institution_type": kind });
    let created = app.post("/api/v1/edu-directions/", token, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["result"]["id"].as_i64().unwrap()
}

#[actix_web::test]
async fn the_ministry_keeps_model_curricula_and_curriculum_makers_read_them() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let otmadmin = app.own_university("CTP1").await.admin;
    let [mathematics, physics, programming, english, history] = five_subjects(&app).await;
    let model = model_of_five(&app, [mathematics, physics, programming, english, history]).await;
    let listed = app.get("/api/v1/curriculum-templates/?limit=100", &otmadmin).await;
    assert_eq!(listed.status, StatusCode::OK);
    let ids = |answer: &crate::support::Answer| -> Vec<i64> {
        answer.body["results"].as_array().unwrap().iter().map(|t| t["id"].as_i64().unwrap()).collect()
    };
    let first = listed.body["results"].as_array().unwrap().iter().find(|t| t["id"] == model).expect("the model curriculum listed");
    assert_eq!((first["name"]["uz"].as_str(), first["institution_type"].as_str()), (Some(MODEL), Some("HEI")));
    assert_eq!(first["number_of_semesters"], 4);
    assert_eq!(first["edu_direction"], Value::Null);
    assert_eq!(first["subjects"].as_array().unwrap().len(), 5);
    let row = &first["subjects"][0];
    assert_eq!(row["edu_subject_id"], row["edu_subject"]["id"]);
    assert_eq!(row["edu_subject_id"], programming);
    assert_eq!(row["edu_subject"]["code"], "SNV-DA", "ordered by the subject's name");
    assert_eq!(row["study_hours"], 200);
    assert_eq!(row["edu_subject"]["edu_subject_type"]["name"]["uz"], "Ixtisoslik fanlari");

    let computing = direction(&app, &ministry, "60610100", "Kompyuter injiniringi", "HEI").await;
    let exact = direction(&app, &ministry, "AL-01", "Aniq fanlar", "LYCEUM").await;
    // Other model curricula (the demo's among them) are listed with those of this test.
    let lyceum_before = app.get("/api/v1/curriculum-templates/?institution_type=LYCEUM", &otmadmin).await.body["count"].as_i64().unwrap();
    let before = app.audit_count();
    let body = template("Aniq fanlar (namunaviy o‘quv reja)", "LYCEUM", Some(exact), None, &[(mathematics, 160), (physics, 120)]);
    let created = app.post("/api/v1/curriculum-templates/", &ministry, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["number_of_semesters"], 4, "four semesters unless told otherwise");
    assert_eq!(result["edu_direction_id"], exact);
    assert_eq!(result["edu_direction"], json!({ "id": exact, "code": "AL-01", "name": { "uz": "Aniq fanlar", "ru": "", "en": "" } }));
    assert_eq!(result["subjects"][1]["study_hours"], 160, "Oliy matematika after Fizika");
    let id = result["id"].as_i64().unwrap();
    assert_eq!(app.audit_count(), before + 1);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["action"].as_str()), (Some("curriculum_template"), Some("create")));
    let mut rows = [(mathematics, 160), (physics, 120)];
    rows.sort();
    let expected: Vec<Value> = rows.iter().map(|(id, hours)| json!({ "edu_subject_id": id, "study_hours": hours })).collect();
    assert_eq!(record["changes"]["subjects"], json!([null, expected]));

    let lyceum = app.get("/api/v1/curriculum-templates/?institution_type=LYCEUM&limit=100", &otmadmin).await;
    assert_eq!(lyceum.body["count"].as_i64(), Some(lyceum_before + 1));
    assert!(ids(&lyceum).contains(&id) && !ids(&lyceum).contains(&model), "{}", lyceum.body);
    assert_eq!(app.get(&format!("/api/v1/curriculum-templates/?edu_direction_id={exact}"), &otmadmin).await.body["count"], 1);
    assert_eq!(app.get(&format!("/api/v1/curriculum-templates/?edu_direction_id={computing}"), &otmadmin).await.body["count"], 0);
    let found = app.get("/api/v1/curriculum-templates/?search=mexatronika", &otmadmin).await;
    assert_eq!((found.body["count"].as_i64(), found.body["results"][0]["id"].as_i64()), (Some(1), Some(model)));
    assert_eq!(app.get("/api/v1/curriculum-templates/?institution_type=SCHOOL", &otmadmin).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    let path = format!("/api/v1/curriculum-templates/{id}/");
    assert_eq!(app.get(&path, &otmadmin).await.body["result"]["name"]["uz"], "Aniq fanlar (namunaviy o‘quv reja)");
    let mut edit = template("Kompyuter injiniringi (8 semestr)", "HEI", Some(computing), Some(8), &[(english, 100)]);
    edit["version"] = json!(1);
    let updated = app.put(&path, &ministry, edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    let result = &updated.body["result"];
    assert_eq!((result["version"].as_i64(), result["number_of_semesters"].as_i64()), (Some(2), Some(8)));
    assert_eq!(result["edu_direction"]["code"], "60610100");
    assert_eq!(result["subjects"].as_array().unwrap().len(), 1);
    let changes = app.last_audit_record()["changes"].clone();
    assert_eq!(changes["institution_type"], json!(["LYCEUM", "HEI"]));
    assert_eq!(changes["number_of_semesters"], json!([4, 8]));
    assert_eq!(app.count(&format!("SELECT count(*) FROM curriculum_template_subjects WHERE curriculum_template_id = {id}")), 1);
    conflict(&app, Method::PUT, &path, &ministry, Some(edit.clone()), "stale_version", STALE).await;

    // The model curricula are the ministry's: curriculum makers only read them.
    assert_eq!(app.put(&path, &otmadmin, edit.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete(&path, &otmadmin).await.status, StatusCode::FORBIDDEN);
    // A subject or a direction a model curriculum uses stays.
    let used = app.delete(&format!("/api/v1/edu-subjects/{english}/"), &ministry).await;
    assert_eq!(used.status, StatusCode::CONFLICT);
    assert!(used.message().contains("namunaviy o‘quv reja «Kompyuter injiniringi (8 semestr)»"), "{}", used.message());
    assert_eq!(app.delete(&format!("/api/v1/edu-directions/{computing}/"), &ministry).await.status, StatusCode::CONFLICT);

    for (method, body) in [(Method::GET, None), (Method::PUT, Some(edit)), (Method::DELETE, None)] {
        let answer = app.request(method.clone(), "/api/v1/curriculum-templates/999999/", Some(&ministry), body, "uz").await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method}");
    }

    let before = app.audit_count();
    assert_eq!(app.delete(&path, &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.audit_count(), before + 1);
    assert_eq!(app.last_audit_record()["changes"]["name_uz"], json!(["Kompyuter injiniringi (8 semestr)", null]));
    assert_eq!(app.count(&format!("SELECT count(*) FROM curriculum_template_subjects WHERE curriculum_template_id = {id}")), 0);
    assert_eq!(app.get(&path, &ministry).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&format!("/api/v1/edu-directions/{computing}/"), &ministry).await.status, StatusCode::NO_CONTENT);
}

#[actix_web::test]
async fn every_model_curriculum_rule_is_told_in_three_languages() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let hei = direction(&app, &ministry, "60610100", "Kompyuter injiniringi", "HEI").await;
    let subjects = five_subjects(&app).await;
    let (mathematics, physics) = (subjects[0], subjects[1]);
    let model = model_of_five(&app, subjects).await;
    let (models, modelled) =
        (app.count("SELECT count(*) FROM curriculum_templates"), app.count("SELECT count(*) FROM curriculum_template_subjects"));
    let one = [(mathematics, 100)];
    let post = |body: Value, field: &'static str, texts: [&'static str; 3]| {
        let (app, ministry) = (&app, &ministry);
        async move { refused_field(app, Method::POST, "/api/v1/curriculum-templates/", ministry, body, field, texts).await }
    };
    post(template("", "HEI", None, None, &one), "name.uz", REQUIRED).await;
    post(template("X", "", None, None, &one), "institution_type", REQUIRED).await;
    post(
        template("X", "SCHOOL", None, None, &one),
        "institution_type",
        ["Qiymat ruxsat etilganlar ro‘yxatida yo‘q", "Значение не входит в список допустимых", "The value is not one of the allowed ones"],
    )
    .await;
    let lyceum_limit = [
        "Akademik litseyda semestrlar soni 4 tadan oshmasligi kerak",
        "В академическом лицее не более 4 семестров",
        "An academic lyceum has at most 4 semesters",
    ];
    post(template("X", "LYCEUM", None, Some(5), &one), "number_of_semesters", lyceum_limit).await;
    let semesters = ["Qiymat 1 dan 12 gacha bo‘lishi kerak", "Значение должно быть от 1 до 12", "The value must be from 1 to 12"];
    post(template("X", "HEI", None, Some(13), &one), "number_of_semesters", semesters).await;
    post(template("X", "HEI", None, Some(0), &one), "number_of_semesters", semesters).await;
    post(template("X", "HEI", None, None, &[]), "subjects", REQUIRED).await;
    post(template("X", "HEI", None, None, &[(mathematics, 10), (mathematics, 20)]), "subjects.1.edu_subject_id", REPEATED).await;
    post(template("X", "HEI", None, None, &[(mathematics, 10), (physics, 0)]), "subjects.1.study_hours", HOURS).await;
    post(template("X", "HEI", None, None, &[(mathematics, 10_001)]), "subjects.0.study_hours", HOURS).await;
    post(template("X", "HEI", None, None, &[(999_999, 10)]), "subjects.0.edu_subject_id", UNKNOWN).await;
    post(template("X", "HEI", None, None, &[(0, 10)]), "subjects.0.edu_subject_id", NOT_AN_ID).await;
    let no_hours = json!({ "name": { "uz": "X" }, "institution_type": "HEI", "subjects": [{ "edu_subject_id": mathematics }] });
    post(no_hours, "subjects.0.study_hours", REQUIRED).await;
    post(template("X", "HEI", Some(999_999), None, &one), "edu_direction_id", UNKNOWN).await;
    post(template("X", "HEI", Some(0), None, &one), "edu_direction_id", NOT_AN_ID).await;
    let other_kind = [
        "Yo‘nalish boshqa turdagi ta’lim muassasalari uchun",
        "Направление относится к другому типу учебных заведений",
        "The direction belongs to the other kind of institution",
    ];
    post(template("X", "LYCEUM", Some(hei), None, &one), "edu_direction_id", other_kind).await;
    let path = format!("/api/v1/curriculum-templates/{model}/");
    let mut edit = template(MODEL, "HEI", None, Some(4), &[(mathematics, 10), (999_999, 10)]);
    edit["version"] = json!(1);
    refused_field(&app, Method::PUT, &path, &ministry, edit, "subjects.1.edu_subject_id", UNKNOWN).await;
    refused_field(&app, Method::PUT, &path, &ministry, template(MODEL, "HEI", None, None, &one), "version", REQUIRED).await;

    // The boundaries themselves are accepted, and nothing else was written.
    assert_eq!(app.count("SELECT count(*) FROM curriculum_templates"), models);
    let longest =
        app.post("/api/v1/curriculum-templates/", &ministry, template("X", "HEI", Some(hei), Some(12), &[(physics, 10_000)])).await;
    assert_eq!(longest.status, StatusCode::CREATED, "{}", longest.body);
    let shortest = app.post("/api/v1/curriculum-templates/", &ministry, template("Y", "LYCEUM", None, Some(1), &[(physics, 1)])).await;
    assert_eq!(shortest.status, StatusCode::CREATED, "{}", shortest.body);
    assert_eq!(app.count("SELECT count(*) FROM curriculum_template_subjects"), modelled + 2);
}

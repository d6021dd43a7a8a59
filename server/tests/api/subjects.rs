//! The ministry's subject catalogue: subject types and subjects; the helpers the other catalogue
//! tests share.

use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::fixtures::{AccountBuilder, CurriculumBuilder, CurriculumTemplateBuilder, SubjectBuilder, SubjectBundleBuilder};
use crate::support::{Answer, TestApp};

/// The texts of one refusal in Uzbek, Russian and English.
pub type Texts = [&'static str; 3];

pub const REQUIRED: Texts = ["Iltimos, maydonni to‘ldiring", "Пожалуйста, заполните поле", "Please fill in the field"];
pub const UNKNOWN: Texts =
    ["Qiymat ruxsat etilganlar ro‘yxatida yo‘q", "Значение не входит в список допустимых", "The value is not one of the allowed ones"];
pub const REPEATED: Texts = ["Qiymatlar takrorlanmasligi kerak", "Значения не должны повторяться", "Values must not repeat"];
pub const HOURS: Texts =
    ["Qiymat 1 dan 10000 gacha bo‘lishi kerak", "Значение должно быть от 1 до 10000", "The value must be from 1 to 10000"];
pub const NOT_AN_ID: Texts = [
    "Identifikator musbat butun son bo‘lishi kerak",
    "Идентификатор должен быть положительным целым числом",
    "An id must be a positive whole number",
];
pub const STALE: Texts = [
    "Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan. Sahifani yangilab, qayta urinib ko‘ring",
    "Данные изменены другим пользователем. Обновите страницу и повторите",
    "Someone else changed this record. Reload and try again",
];

const LANGUAGES: [&str; 3] = ["uz", "ru", "en"];

/// Sends the same request in each language and checks that it is refused with 422 naming
/// `field` with `texts`, and that nothing was written (no audit record).
pub async fn refused_field(app: &TestApp, method: Method, path: &str, token: &str, body: Value, field: &str, texts: Texts) {
    let before = app.audit_count();
    for (language, text) in LANGUAGES.iter().zip(texts) {
        let answer = app.request(method.clone(), path, Some(token), Some(body.clone()), language).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{method} {path} {body}: {}", answer.body);
        assert_eq!(answer.code(), "validation_failed");
        assert_eq!(answer.body["error"]["fields"][field][0], text, "{field} in {language}: {}", answer.body);
    }
    assert_eq!(app.audit_count(), before, "a refused request writes nothing");
}

/// Sends the same request in each language and checks that it is refused with 409 `code` and
/// `texts`, writing nothing.
pub async fn conflict(app: &TestApp, method: Method, path: &str, token: &str, body: Option<Value>, code: &str, texts: [&str; 3]) {
    let before = app.audit_count();
    for (language, text) in LANGUAGES.iter().zip(texts) {
        let answer = app.request(method.clone(), path, Some(token), body.clone(), language).await;
        assert_eq!(answer.status, StatusCode::CONFLICT, "{method} {path}: {}", answer.body);
        assert_eq!(answer.code(), code);
        assert_eq!(answer.message(), text, "in {language}");
    }
    assert_eq!(app.audit_count(), before, "a refused request writes nothing");
}

pub fn type_id(app: &TestApp, name: &str) -> i64 {
    app.subject_type_id(name)
}

fn codes(answer: &Answer) -> Vec<String> {
    answer.body["results"].as_array().unwrap().iter().map(|s| s["code"].as_str().unwrap().to_string()).collect()
}

/// Gives the institution admin role a catalogue write permission, to show that an institution
/// role may never change the ministry's catalogue whatever it is given.
pub async fn grant_institution_admin(app: &TestApp, permission: &str) {
    app.grant("OTMADMIN", permission).await;
}

/// Every route of the catalogue, with a body where it takes one.
fn routes() -> Vec<(Method, &'static str)> {
    let mut routes = Vec::new();
    for base in ["/api/v1/edu-subjects/types/", "/api/v1/edu-subjects/", "/api/v1/subject-bundles/", "/api/v1/curriculum-templates/"] {
        routes.push((Method::GET, base));
        routes.push((Method::POST, base));
    }
    for one in ["/api/v1/edu-subjects/types/1/", "/api/v1/edu-subjects/1/", "/api/v1/subject-bundles/1/", "/api/v1/curriculum-templates/1/"]
    {
        routes.push((Method::GET, one));
        routes.push((Method::PUT, one));
        routes.push((Method::DELETE, one));
    }
    routes
}

/// A body that passes the handler's own checks, so that the permission decides.
fn body_for(method: &Method) -> Option<Value> {
    match *method {
        Method::POST => Some(json!({})),
        Method::PUT => Some(json!({ "version": 1 })),
        _ => None,
    }
}

#[actix_web::test]
async fn every_catalogue_route_needs_a_token() {
    let app = TestApp::new().await;
    for (method, path) in routes() {
        let body = body_for(&method);
        for token in [None, Some("not-a-token")] {
            let answer = app.request(method.clone(), path, token, body.clone(), "en").await;
            assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{method} {path}");
            assert_eq!(answer.code(), "not_authenticated");
        }
    }
}

#[actix_web::test]
async fn a_teacher_sees_no_catalogue_and_an_institution_never_changes_it() {
    let app = TestApp::new().await;
    let own = app.own_university("SUB2").await;
    let teacher = AccountBuilder::new("teacher.sub2").role("TEACHER").at(own.id).build(&app).await.token;
    for (method, path) in routes() {
        let body = body_for(&method);
        let answer = app.request(method.clone(), path, Some(&teacher), body, "ru").await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{method} {path}");
        assert_eq!(answer.message(), "Нет разрешения на это действие");
    }

    // The institution admin reads subjects, types and model curricula to build its curricula…
    let otmadmin = own.admin.clone();
    for path in ["/api/v1/edu-subjects/types/", "/api/v1/edu-subjects/", "/api/v1/curriculum-templates/"] {
        assert_eq!(app.get(path, &otmadmin).await.status, StatusCode::OK, "{path}");
    }
    // …but not the bundles, which have their own permission…
    assert_eq!(app.get("/api/v1/subject-bundles/", &otmadmin).await.status, StatusCode::FORBIDDEN);
    // …and it changes nothing, even when its role is given the ministry's write permissions.
    for permission in ["edu-subject-add", "edu-subject-edit", "edu-subject-delete", "bundle-subject-add", "bundle-subject-view"] {
        grant_institution_admin(&app, permission).await;
    }
    for permission in ["curriculum-template-add", "curriculum-template-edit", "curriculum-template-delete", "bundle-subject-delete"] {
        grant_institution_admin(&app, permission).await;
    }
    let fizika = SubjectBuilder::new("SNV-FIZ").named("Fizika", "Физика", "Physics").build(&app).await.id;
    let bundle = SubjectBundleBuilder::new("Sinov to‘plami").subject(fizika).build(&app).await.id;
    let model = CurriculumTemplateBuilder::new("Sinov (namunaviy o‘quv reja)").subject(fizika, 120).build(&app).await.id;
    let before = app.audit_count();
    let attempts = [
        (Method::POST, "/api/v1/edu-subjects/types/".to_string(), json!({ "name": { "uz": "Yangi tur" } })),
        (Method::PUT, "/api/v1/edu-subjects/types/1/".to_string(), json!({ "name": { "uz": "Yangi tur" }, "version": 1 })),
        (Method::DELETE, "/api/v1/edu-subjects/types/4/".to_string(), json!({})),
        (
            Method::POST,
            "/api/v1/edu-subjects/".to_string(),
            json!({ "code": "X-1", "name": { "uz": "X" }, "edu_subject_type_id": 1, "study_hours": 10 }),
        ),
        (Method::DELETE, format!("/api/v1/edu-subjects/{fizika}/"), json!({})),
        (Method::POST, "/api/v1/subject-bundles/".to_string(), json!({ "name": { "uz": "X" }, "edu_subject_ids": [fizika] })),
        (Method::DELETE, format!("/api/v1/subject-bundles/{bundle}/"), json!({})),
        (
            Method::POST,
            "/api/v1/curriculum-templates/".to_string(),
            json!({ "name": { "uz": "X" }, "institution_type": "HEI", "subjects": [{ "edu_subject_id": fizika, "study_hours": 10 }] }),
        ),
        (Method::DELETE, format!("/api/v1/curriculum-templates/{model}/"), json!({})),
    ];
    for (method, path, body) in attempts {
        let answer = app.request(method.clone(), &path, Some(&otmadmin), Some(body), "uz").await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{method} {path}: {}", answer.body);
    }
    assert_eq!(app.get("/api/v1/subject-bundles/", &otmadmin).await.status, StatusCode::OK, "reading is allowed once granted");
    assert_eq!(app.audit_count(), before);
}

#[actix_web::test]
async fn the_ministry_keeps_the_subject_types() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    // The four types the catalogue migration delivers, ordered by name.
    let delivered = app.get("/api/v1/edu-subjects/types/", &ministry).await;
    assert_eq!(delivered.status, StatusCode::OK);
    assert_eq!(delivered.body["count"], 4);
    assert_eq!(delivered.body["results"][0]["name"]["uz"], "Ixtisoslik fanlari", "ordered by name");
    let found = app.get("/api/v1/edu-subjects/types/?search=elective", &ministry).await;
    assert_eq!(found.body["count"], 1);
    assert_eq!(found.body["results"][0]["name"]["uz"], "Tanlov fanlari");

    let before = app.audit_count();
    let body = json!({ "name": { "uz": "Fakultativ fanlar", "ru": "Факультативы", "en": "Optional subjects" } });
    let created = app.post("/api/v1/edu-subjects/types/", &ministry, body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["result"]["id"].as_i64().unwrap();
    assert_eq!(created.body["result"]["version"], 1);
    assert_eq!(app.audit_count(), before + 1);
    let record = app.last_audit_record();
    assert_eq!((record["action"].as_str(), record["entity_type"].as_str()), (Some("create"), Some("edu_subject_type")));
    assert_eq!(record["changes"]["name_uz"], json!([null, "Fakultativ fanlar"]));

    let path = format!("/api/v1/edu-subjects/types/{id}/");
    assert_eq!(app.get(&path, &ministry).await.body["result"]["name"]["ru"], "Факультативы");
    let otmadmin = app.own_university("SUB3").await.admin;
    assert_eq!(app.get(&path, &otmadmin).await.status, StatusCode::OK, "curriculum makers read the types");

    let edit = json!({ "name": { "uz": "Fakultativ fanlari" }, "version": 1 });
    let updated = app.put(&path, &ministry, edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["result"]["version"], 2);
    assert_eq!(updated.body["result"]["name"]["en"], "");
    assert_eq!(app.last_audit_record()["changes"]["name_uz"], json!(["Fakultativ fanlar", "Fakultativ fanlari"]));
    conflict(&app, Method::PUT, &path, &ministry, Some(edit), "stale_version", STALE).await;

    // Names are unique without regard to case.
    let taken = [
        "Bunday nomli fan turi allaqachon mavjud",
        "Тип предмета с таким названием уже существует",
        "A subject type with this name already exists",
    ];
    let twin = json!({ "name": { "uz": "tanlov FANLARI" } });
    conflict(&app, Method::POST, "/api/v1/edu-subjects/types/", &ministry, Some(twin.clone()), "duplicate", taken).await;
    let mut twin_edit = twin;
    twin_edit["version"] = json!(2);
    conflict(&app, Method::PUT, &path, &ministry, Some(twin_edit), "duplicate", taken).await;

    refused_field(&app, Method::POST, "/api/v1/edu-subjects/types/", &ministry, json!({ "name": { "ru": "Тип" } }), "name.uz", REQUIRED)
        .await;
    refused_field(&app, Method::PUT, &path, &ministry, json!({ "name": { "uz": "X" } }), "version", REQUIRED).await;

    for (method, missing) in
        [(Method::GET, None), (Method::PUT, Some(json!({ "name": { "uz": "X" }, "version": 1 }))), (Method::DELETE, None)]
    {
        for unknown in ["/api/v1/edu-subjects/types/999999/", "/api/v1/edu-subjects/types/0/"] {
            let answer = app.request(method.clone(), unknown, Some(&ministry), missing.clone(), "uz").await;
            assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method} {unknown}");
        }
    }

    // A type its subjects still have stays, and the refusal names them.
    let general = json!({ "name": { "uz": "Amaliy fanlar", "ru": "Прикладные предметы", "en": "Applied subjects" } });
    let general = app.post("/api/v1/edu-subjects/types/", &ministry, general).await.body["result"]["id"].as_i64().unwrap();
    SubjectBuilder::new("SNV-OM").named("Oliy matematika", "Высшая математика", "Higher mathematics").of_type(general).build(&app).await;
    SubjectBuilder::new("SNV-FIZ").named("Fizika", "Физика", "Physics").of_type(general).build(&app).await;
    conflict(
        &app,
        Method::DELETE,
        &format!("/api/v1/edu-subjects/types/{general}/"),
        &ministry,
        None,
        "still_referenced",
        [
            "O‘chirib bo‘lmaydi, unga bog‘langan: fan «Fizika», fan «Oliy matematika»",
            "Нельзя удалить, на это ссылаются: предмет «Fizika», предмет «Oliy matematika»",
            "It cannot be deleted, it is used by: subject «Fizika», subject «Oliy matematika»",
        ],
    )
    .await;

    let before = app.audit_count();
    assert_eq!(app.delete(&path, &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.audit_count(), before + 1);
    assert_eq!(app.last_audit_record()["action"], "delete");
    assert_eq!(app.get(&path, &ministry).await.status, StatusCode::NOT_FOUND);
}

fn subject(code: &str, uz: &str, type_id: i64, hours: i64) -> Value {
    json!({ "code": code, "name": { "uz": uz, "ru": "", "en": "" }, "edu_subject_type_id": type_id, "study_hours": hours })
}

#[actix_web::test]
async fn the_ministry_keeps_the_subjects_and_curriculum_makers_find_them() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let general = type_id(&app, "Umumta’lim fanlari");
    let specialty = type_id(&app, "Ixtisoslik fanlari");
    let common = type_id(&app, "Umumkasbiy fanlar");
    // Six subjects, each code beginning with "SNV", which no other subject of the catalogue has.
    for (code, name, kind, hours) in [
        ("SNV-OM", ["Chiziqli algebra", "Линейная алгебра", "Linear algebra"], common, 240),
        ("SNV-FIZ", ["Kvant fizikasi", "Квантовая физика", "Quantum physics"], common, 180),
        ("SNV-DA", ["Algoritmlar nazariyasi", "Теория алгоритмов", "Theory of algorithms"], specialty, 200),
        ("SNV-IT", ["Nemis tili", "Немецкий язык", "German"], general, 120),
        ("SNV-OT", ["Jahon tarixi", "Всемирная история", "World history"], general, 90),
        ("SNV-MB", ["Kompilyatorlar", "Компиляторы", "Compilers"], specialty, 150),
    ] {
        SubjectBuilder::new(code).named(name[0], name[1], name[2]).of_type(kind).hours(hours).build(&app).await;
    }
    let all = app.get("/api/v1/edu-subjects/?search=snv&limit=100", &ministry).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.body["count"], 6);
    assert_eq!(all.body["results"][0]["name"]["uz"], "Algoritmlar nazariyasi", "ordered by name");
    let first = &all.body["results"][0];
    assert_eq!(first["edu_subject_type"]["id"], first["edu_subject_type_id"]);
    assert_eq!(first["edu_subject_type"]["name"]["uz"], "Ixtisoslik fanlari");

    let otmadmin = app.own_university("SUB4").await.admin;
    assert_eq!(codes(&app.get("/api/v1/edu-subjects/?search=snv-fiz", &otmadmin).await), ["SNV-FIZ"], "by code");
    assert_eq!(
        codes(&app.get("/api/v1/edu-subjects/?search=%D0%9A%D0%B2%D0%B0%D0%BD%D1%82%D0%BE%D0%B2%D0%B0%D1%8F", &otmadmin).await),
        ["SNV-FIZ"],
        "in Russian"
    );
    assert_eq!(codes(&app.get("/api/v1/edu-subjects/?search=compilers", &otmadmin).await), ["SNV-MB"], "in English");
    assert_eq!(app.get("/api/v1/edu-subjects/?search=50%25", &otmadmin).await.body["count"], 0, "% is no wildcard");
    let of_type = app.get(&format!("/api/v1/edu-subjects/?search=snv&edu_subject_type_id={general}&ordering=code"), &otmadmin).await;
    assert_eq!(codes(&of_type), ["SNV-IT", "SNV-OT"]);
    assert_eq!(codes(&app.get("/api/v1/edu-subjects/?search=snv&ordering=-study_hours&limit=2", &otmadmin).await), ["SNV-OM", "SNV-DA"]);
    assert_eq!(codes(&app.get("/api/v1/edu-subjects/?search=snv&ordering=-code&limit=1", &otmadmin).await), ["SNV-OT"]);
    let page_two = app.get("/api/v1/edu-subjects/?search=snv&ordering=study_hours&limit=2&page=2", &otmadmin).await;
    assert_eq!((codes(&page_two), page_two.body["count"].as_i64()), (vec!["SNV-MB".to_string(), "SNV-FIZ".to_string()], Some(6)));
    let bad_order = app.get("/api/v1/edu-subjects/?ordering=version", &otmadmin).await;
    assert_eq!(bad_order.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/edu-subjects/?edu_subject_type_id=0", &otmadmin).await.status, StatusCode::UNPROCESSABLE_ENTITY);

    let before = app.audit_count();
    let created = app.post("/api/v1/edu-subjects/", &ministry, subject(" KT-301 ", "Kompyuter tarmoqlari", specialty, 120)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["code"], "KT-301", "trimmed");
    assert_eq!(result["edu_subject_type"]["name"]["uz"], "Ixtisoslik fanlari");
    assert_eq!(result["study_hours"], 120);
    let id = result["id"].as_i64().unwrap();
    assert_eq!(app.audit_count(), before + 1);
    let record = app.last_audit_record();
    assert_eq!((record["entity_type"].as_str(), record["entity_id"].as_i64()), (Some("edu_subject"), Some(id)));
    assert_eq!(record["changes"]["study_hours"], json!([null, 120]));

    let path = format!("/api/v1/edu-subjects/{id}/");
    assert_eq!(app.get(&path, &otmadmin).await.body["result"]["name"]["uz"], "Kompyuter tarmoqlari");
    let mut edit = subject("KT-301", "Kompyuter tarmoqlari", general, 144);
    edit["version"] = json!(1);
    let updated = app.put(&path, &ministry, edit.clone()).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["result"]["version"], 2);
    assert_eq!(updated.body["result"]["edu_subject_type"]["name"]["uz"], "Umumta’lim fanlari");
    assert_eq!(app.last_audit_record()["changes"], json!({ "edu_subject_type_id": [specialty, general], "study_hours": [120, 144] }));
    conflict(&app, Method::PUT, &path, &ministry, Some(edit), "stale_version", STALE).await;

    // Codes are unique without regard to case, on create and on update.
    let taken = ["Bunday kodli fan allaqachon mavjud", "Предмет с таким кодом уже существует", "A subject with this code already exists"];
    let twin = subject("snv-fiz", "Kvant fizikasi 2", general, 10);
    conflict(&app, Method::POST, "/api/v1/edu-subjects/", &ministry, Some(twin.clone()), "duplicate", taken).await;
    let mut twin_edit = twin;
    twin_edit["version"] = json!(2);
    conflict(&app, Method::PUT, &path, &ministry, Some(twin_edit), "duplicate", taken).await;

    let mut unknown_edit = subject("X-1", "X", general, 10);
    unknown_edit["version"] = json!(1);
    for (method, body) in [(Method::GET, None), (Method::PUT, Some(unknown_edit)), (Method::DELETE, None)] {
        let answer = app.request(method.clone(), "/api/v1/edu-subjects/999999/", Some(&ministry), body, "uz").await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method}");
    }
    assert_eq!(app.get("/api/v1/edu-subjects/abc/", &ministry).await.status, StatusCode::NOT_FOUND);

    let before = app.audit_count();
    assert_eq!(app.delete(&path, &ministry).await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.audit_count(), before + 1);
    assert_eq!(app.last_audit_record()["changes"]["code"], json!(["KT-301", null]));
    assert_eq!(app.get(&path, &ministry).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&path, &ministry).await.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn a_subject_in_use_is_not_deleted_and_the_refusal_names_its_users() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("SUB6").await;
    let mathematics =
        SubjectBuilder::new("SNV-OM").named("Oliy matematika", "Высшая математика", "Higher mathematics").build(&app).await.id;
    let databases = SubjectBuilder::new("SNV-MB").named("Ma’lumotlar bazasi", "Базы данных", "Databases").build(&app).await.id;
    // A model curriculum, a bundle and four curricula use mathematics; only the bundle uses databases.
    let model =
        CurriculumTemplateBuilder::new("Kompyuter injiniringi (namunaviy o‘quv reja)").subject(mathematics, 240).build(&app).await.id;
    let bundle = SubjectBundleBuilder::new("Axborot texnologiyalari asoslari").subject(databases).subject(mathematics).build(&app).await.id;
    for name in [
        "Aniq fanlar (litsey, joriy o‘quv yili)",
        "Axborot tizimlari (2026–2030)",
        "Dasturiy injiniring (2023–2027)",
        "Kiberxavfsizlik (2024–2028)",
    ] {
        CurriculumBuilder::new(name).template(model).semesters(4).by(&own.admin).build(&app).await;
    }
    conflict(
        &app,
        Method::DELETE,
        &format!("/api/v1/edu-subjects/{mathematics}/"),
        &ministry,
        None,
        "still_referenced",
        [
            "O‘chirib bo‘lmaydi, unga bog‘langan: namunaviy o‘quv reja «Kompyuter injiniringi (namunaviy o‘quv reja)», fanlar to‘plami «Axborot texnologiyalari asoslari», o‘quv reja «Aniq fanlar (litsey, joriy o‘quv yili)», o‘quv reja «Axborot tizimlari (2026–2030)», o‘quv reja «Dasturiy injiniring (2023–2027)» va yana 1 ta",
            "Нельзя удалить, на это ссылаются: типовой учебный план «Kompyuter injiniringi (namunaviy o‘quv reja)», набор предметов «Axborot texnologiyalari asoslari», учебный план «Aniq fanlar (litsey, joriy o‘quv yili)», учебный план «Axborot tizimlari (2026–2030)», учебный план «Dasturiy injiniring (2023–2027)» и ещё 1",
            "It cannot be deleted, it is used by: model curriculum «Kompyuter injiniringi (namunaviy o‘quv reja)», subject bundle «Axborot texnologiyalari asoslari», curriculum «Aniq fanlar (litsey, joriy o‘quv yili)», curriculum «Axborot tizimlari (2026–2030)», curriculum «Dasturiy injiniring (2023–2027)» and 1 more",
        ],
    )
    .await;
    // Only a bundle uses databases; once the bundle lets it go, it can be deleted.
    let only_bundle = app.delete(&format!("/api/v1/edu-subjects/{databases}/"), &ministry).await;
    assert_eq!(only_bundle.status, StatusCode::CONFLICT);
    assert_eq!(only_bundle.message(), "O‘chirib bo‘lmaydi, unga bog‘langan: fanlar to‘plami «Axborot texnologiyalari asoslari»");
    let bundle_path = format!("/api/v1/subject-bundles/{bundle}/");
    let bundle = app.get(&bundle_path, &ministry).await.body["result"].clone();
    let edit = json!({ "name": bundle["name"], "edu_subject_ids": [mathematics], "version": bundle["version"] });
    assert_eq!(app.put(&bundle_path, &ministry, edit).await.status, StatusCode::OK);
    assert_eq!(app.delete(&format!("/api/v1/edu-subjects/{databases}/"), &ministry).await.status, StatusCode::NO_CONTENT);
}

#[actix_web::test]
async fn every_subject_rule_is_told_in_three_languages() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let general = type_id(&app, "Umumkasbiy fanlar");
    let fizika = SubjectBuilder::new("SNV-FIZ").named("Fizika", "Физика", "Physics").of_type(general).build(&app).await.id;
    let subjects = app.count("SELECT count(*) FROM edu_subjects");
    let post = |body: Value, field: &'static str, texts: Texts| {
        let (app, ministry) = (&app, &ministry);
        async move { refused_field(app, Method::POST, "/api/v1/edu-subjects/", ministry, body, field, texts).await }
    };
    post(subject("", "Fizika", general, 10), "code", REQUIRED).await;
    let long = ["Uzunligi 20 belgidan oshmasligi kerak", "Длина не должна превышать 20 символов", "Must be at most 20 characters long"];
    post(subject(&"K".repeat(21), "Fizika", general, 10), "code", long).await;
    post(subject("K-1", "", general, 10), "name.uz", REQUIRED).await;
    post(subject("K-1", "Fizika", general, 0), "study_hours", HOURS).await;
    post(subject("K-1", "Fizika", general, 10_001), "study_hours", HOURS).await;
    post(json!({ "code": "K-1", "name": { "uz": "Fizika" }, "edu_subject_type_id": general }), "study_hours", REQUIRED).await;
    post(json!({ "code": "K-1", "name": { "uz": "Fizika" }, "study_hours": 10 }), "edu_subject_type_id", REQUIRED).await;
    post(subject("K-1", "Fizika", 0, 10), "edu_subject_type_id", NOT_AN_ID).await;
    post(subject("K-1", "Fizika", 999_999, 10), "edu_subject_type_id", UNKNOWN).await;
    let mut edit = subject("SNV-FIZ", "Fizika", 999_999, 10);
    edit["version"] = json!(1);
    refused_field(&app, Method::PUT, &format!("/api/v1/edu-subjects/{fizika}/"), &ministry, edit, "edu_subject_type_id", UNKNOWN).await;
    // The boundaries themselves are accepted.
    let lowest = app.post("/api/v1/edu-subjects/", &ministry, subject(&"K".repeat(20), "Seminar", general, 1)).await;
    assert_eq!(lowest.status, StatusCode::CREATED, "{}", lowest.body);
    assert_eq!(app.post("/api/v1/edu-subjects/", &ministry, subject("K", "Amaliyot", general, 10_000)).await.status, StatusCode::CREATED);
    assert_eq!(app.count("SELECT count(*) FROM edu_subjects"), subjects + 2);
}

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use serde_json::json;

use crate::support::fixtures::{CurriculumBuilder, GroupBuilder, StaffBuilder};
use crate::support::TestApp;

/// Every kind of bad body gets the envelope with a 4xx status, and no row changes.
#[actix_web::test]
async fn bad_bodies_are_refused_in_the_envelope_and_change_nothing() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let teacher_role = app.role_id("TEACHER");
    let long_name = "a".repeat(300);
    let cases: Vec<(&str, String, StatusCode, &str)> = vec![
        ("broken JSON", "{\"username\": ".into(), StatusCode::BAD_REQUEST, "malformed_body"),
        ("not an object", "[1, 2]".into(), StatusCode::BAD_REQUEST, "malformed_body"),
        (
            "a number for a string",
            json!({ "username": 5, "name": "X", "password": "long-enough", "roles": [teacher_role] }).to_string(),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        (
            "a string for an id list",
            json!({ "username": "abc", "name": "X", "password": "long-enough", "roles": "all" }).to_string(),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
        ("missing fields", "{}".into(), StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
        (
            "too long a name",
            json!({ "username": "abc", "name": long_name, "password": "long-enough", "roles": [teacher_role] }).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        (
            "an unknown role",
            json!({ "username": "abc", "name": "X", "password": "long-enough", "roles": [999999] }).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        (
            "a negative id",
            json!({ "username": "abc", "name": "X", "password": "long-enough", "roles": [-1] }).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        (
            "a bad PINFL",
            json!({ "username": "abc", "name": "X", "password": "long-enough", "roles": [teacher_role], "pinfl": "12345678901234" })
                .to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        (
            "a short password",
            json!({ "username": "abc", "name": "X", "password": "short", "roles": [teacher_role] }).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        (
            "an id beyond i64",
            "{\"username\": \"abc\", \"name\": \"X\", \"password\": \"long-enough\", \"roles\": [99999999999999999999]}".into(),
            StatusCode::BAD_REQUEST,
            "malformed_body",
        ),
    ];
    let users_before = app.count("SELECT count(*) FROM users");
    for (case, body, status, code) in cases {
        let req = TestRequest::post()
            .uri("/api/v1/users/")
            .insert_header(("Authorization", format!("Bearer {token}")))
            .insert_header(("Content-Type", "application/json"))
            .insert_header(("Accept-Language", "ru"))
            .set_payload(body);
        let answer = app.send(req).await;
        assert_eq!(answer.status, status, "{case}: {}", answer.body);
        assert_eq!(answer.code(), code, "{case}");
        assert!(!answer.message().is_empty(), "{case}");
        assert!(answer.message().chars().any(|c| ('а'..='я').contains(&c)), "{case}: a Russian text, got {}", answer.message());
    }
    assert_eq!(app.count("SELECT count(*) FROM users"), users_before);
}

#[actix_web::test]
async fn validation_names_every_wrong_field_in_the_callers_language() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let body = json!({ "username": "A", "name": "", "password": "x", "roles": [] });
    let req = TestRequest::post()
        .uri("/api/v1/users/")
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Accept-Language", "en"))
        .set_json(body);
    let answer = app.send(req).await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = answer.body["error"]["fields"].as_object().unwrap();
    let mut names: Vec<&str> = fields.keys().map(String::as_str).collect();
    names.sort();
    assert_eq!(names, vec!["name", "password", "roles", "username"]);
    assert_eq!(fields["name"][0], "Please fill in the field");
}

#[actix_web::test]
async fn a_body_over_one_mebibyte_is_413() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let huge = json!({ "username": "abc", "name": "x".repeat(1 << 20), "password": "long-enough", "roles": [1] });
    let answer = app.post("/api/v1/users/", &token, huge).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(answer.code(), "body_too_large");
}

#[actix_web::test]
async fn wrong_content_paths_and_queries_are_refused_cleanly() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let plain = TestRequest::post()
        .uri("/api/v1/roles/")
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Content-Type", "text/plain"))
        .set_payload("name=x");
    assert_eq!(app.send(plain).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.get("/api/v1/users/abc/", &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/users/-4/", &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/users/999999/", &token).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/no-such-thing/", &token).await.code(), "not_found");
    let bad_page = app.get("/api/v1/users/?page=abc", &token).await;
    assert_eq!(bad_page.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad_page.code(), "malformed_query");
    let zero = app.get("/api/v1/users/?limit=0", &token).await;
    assert_eq!(zero.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/users/?limit=10001", &token).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/users/?ordering=password_hash", &token).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get("/api/v1/users/?limit=10000", &token).await.status, StatusCode::OK);
}

/// PostgreSQL cannot store NUL in text: a name, a search or a login holding it is refused in the
/// caller's language, never a server error, and writes nothing.
#[actix_web::test]
async fn a_nul_character_in_any_text_is_refused_and_writes_nothing() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let types = app.count("SELECT count(*) FROM edu_subject_types");
    let audited = app.audit_count();
    let name = json!({ "uz": "Fan\u{0}turi", "ru": "Тип", "en": "Type" });
    let created = app.post("/api/v1/edu-subjects/types/", &token, json!({ "name": name })).await;
    assert_eq!((created.status, created.code()), (StatusCode::UNPROCESSABLE_ENTITY, "invalid_character"), "{}", created.body);
    assert_eq!(created.message(), "Matnda ruxsat etilmagan belgi bor (NUL)");
    assert_eq!(app.count("SELECT count(*) FROM edu_subject_types"), types);
    assert_eq!(app.audit_count(), audited);

    let search = app.get("/api/v1/users/?search=a%00b", &token).await;
    assert_eq!((search.status, search.code()), (StatusCode::UNPROCESSABLE_ENTITY, "invalid_character"));
    let login = app.login_answer("super\u{0}admin", "demo").await;
    assert!(login.status.is_client_error(), "{}: {}", login.status, login.body);
    let english = app.request(actix_web::http::Method::GET, "/api/v1/institutions/?search=%00", Some(&token), None, "en").await;
    assert_eq!(english.message(), "The text holds a character that is not allowed (NUL)");
}

#[actix_web::test]
async fn a_whole_number_written_with_a_fraction_is_an_integer() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let body = json!({ "name": "Kuzatuvchi", "level": "MINISTRY", "permissions": ["user-view"], "version": 1.0 });
    let answer = app.post("/api/v1/roles/", &token, body).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);

    // In a query too, and the same rows answer as for the integer; a fraction that is not zero is refused.
    let own = app.own_university("BUTUN").await;
    for serial in 1..=2 {
        StaffBuilder::new(serial).by(&own.admin).build(&app).await;
    }
    let institution = own.id;
    let whole = app.get(&format!("/api/v1/staffs/?institution_id={institution}"), &token).await;
    assert_eq!(whole.body["count"], 2, "{}", whole.body);
    let spelled = app.get(&format!("/api/v1/staffs/?institution_id={institution}.0"), &token).await;
    assert_eq!(spelled.status, StatusCode::OK, "{}", spelled.body);
    assert_eq!(spelled.body["count"], whole.body["count"]);
    let fraction = app.get(&format!("/api/v1/staffs/?institution_id={institution}.5"), &token).await;
    assert_eq!(fraction.status, StatusCode::BAD_REQUEST, "{}", fraction.body);
}

#[actix_web::test]
async fn an_action_takes_no_body_or_its_options_and_refuses_anything_else() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let own = app.own_university("AMAL").await;
    let curriculum = CurriculumBuilder::new("AMAL o‘quv rejasi").approved().by(&own.admin).build(&app).await.id;
    let group = GroupBuilder::new("AMAL-26-01", curriculum).by(&own.admin).build(&app).await.id;
    let send = |body: &'static str| {
        TestRequest::post()
            .uri(&format!("/api/v1/edu-groups/{group}/inactive/"))
            .insert_header(("Authorization", format!("Bearer {token}")))
            .insert_header(("Content-Type", "application/json"))
            .set_payload(body)
    };
    for garbage in ["[]", "\"inactive\"", "{\"version\": \"one\"}", "{"] {
        let answer = app.send(send(garbage)).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{garbage}: {}", answer.body);
        assert_eq!(answer.code(), "malformed_body", "{garbage}");
    }
    let answer = app.send(send("")).await;
    assert_eq!(answer.status, StatusCode::OK, "no body: {}", answer.body);
}

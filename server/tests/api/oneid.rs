use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{web, App, HttpResponse, HttpServer};
use adapters_oneid::OneIdSettings;
use serde_json::json;

use crate::support::fixtures::AccountBuilder;
use crate::support::TestApp;

const TEACHER_PINFL: &str = "31205881234560";

/// OneID itself is out of reach from here: a stand-in speaking its protocol on loopback answers
/// the code exchange and the identification, so the real client and the whole flow run.
fn oneid_stand_in() -> String {
    async fn authorization(form: web::Form<HashMap<String, String>>) -> HttpResponse {
        let field = |name: &str| form.get(name).map(String::as_str).unwrap_or_default();
        if field("client_id") != "emis" || field("client_secret") != "s3cret" {
            return HttpResponse::Unauthorized().json(json!({ "error": "invalid_client" }));
        }
        match (field("grant_type"), field("code"), field("access_token")) {
            ("one_authorization_code", "teacher-code", _) => HttpResponse::Ok().json(json!({ "access_token": "for-teacher" })),
            ("one_authorization_code", "stranger-code", _) => HttpResponse::Ok().json(json!({ "access_token": "for-stranger" })),
            ("one_authorization_code", _, _) => HttpResponse::BadRequest().json(json!({ "error": "invalid_grant" })),
            ("one_access_token_identify", _, "for-teacher") => {
                HttpResponse::Ok().json(json!({ "valid": "true", "pin": TEACHER_PINFL, "sur_name": "Aliyeva", "first_name": "Nodira" }))
            }
            ("one_access_token_identify", _, "for-stranger") => {
                HttpResponse::Ok().json(json!({ "valid": "true", "pin": "51503071234569" }))
            }
            _ => HttpResponse::BadRequest().json(json!({ "error": "invalid_request" })),
        }
    }
    let server = HttpServer::new(|| App::new().route("/sso/oauth/Authorization.do", web::post().to(authorization)))
        .workers(1)
        .bind("127.0.0.1:0")
        .expect("a loopback port");
    let address = server.addrs()[0];
    actix_web::rt::spawn(server.run());
    format!("http://{address}/sso/oauth/Authorization.do")
}

fn settings(endpoint: String) -> OneIdSettings {
    OneIdSettings {
        endpoint,
        client_id: "emis".into(),
        client_secret: "s3cret".into(),
        redirect_uri: "http://127.0.0.1/auth/oneId".into(),
        scope: "emis".into(),
    }
}

async fn fresh_state(app: &TestApp) -> String {
    let answer = app.request(actix_web::http::Method::GET, "/api/v1/auth/one-id/url/", None, None, "uz").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let url = answer.body["result"]["url"].as_str().unwrap().to_string();
    assert!(url.contains("response_type=one_code"), "{url}");
    url.split("state=").nth(1).unwrap().split('&').next().unwrap().to_string()
}

async fn come_back(app: &TestApp, code: &str, state: &str) -> crate::support::Answer {
    app.request(actix_web::http::Method::GET, &format!("/api/v1/auth/one-id/?code={code}&state={state}"), None, None, "uz").await
}

#[actix_web::test]
async fn oneid_logs_in_the_account_with_the_persons_pinfl_once_per_state() {
    let app = TestApp::with_oneid(Some(settings(oneid_stand_in()))).await;
    let own = app.own_university("KIRISH").await;
    AccountBuilder::new("aliyeva.kirish").role("TEACHER").at(own.id).pinfl(TEACHER_PINFL).build(&app).await;

    let state = fresh_state(&app).await;
    let records = app.audit_count();
    let answer = come_back(&app, "teacher-code", &state).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["result"]["user"]["username"], "aliyeva.kirish");
    assert_eq!(app.audit_count(), records + 1, "a OneID login leaves one record");
    let record = app.last_audit_record();
    assert_eq!((record["action"].as_str(), record["entity_type"].as_str()), (Some("login"), Some("session")));
    assert_eq!(record["changes"]["username"][1], format!("oneid:{TEACHER_PINFL}"));
    let token = answer.body["result"]["access_token"].as_str().unwrap();
    assert_eq!(app.get("/api/v1/users/profile/", token).await.status, StatusCode::OK);

    assert_eq!(come_back(&app, "teacher-code", &state).await.status, StatusCode::UNAUTHORIZED, "a state is good once");
    assert_eq!(come_back(&app, "teacher-code", "forged").await.status, StatusCode::UNAUTHORIZED);
    let state = fresh_state(&app).await;
    assert_eq!(come_back(&app, "refused-code", &state).await.status, StatusCode::UNAUTHORIZED);
    let state = fresh_state(&app).await;
    assert_eq!(come_back(&app, "stranger-code", &state).await.status, StatusCode::UNAUTHORIZED, "no account for the person");
    let state = fresh_state(&app).await;
    app.exec("UPDATE oneid_states SET expires_at = now() - interval '1 second'");
    assert_eq!(come_back(&app, "teacher-code", &state).await.status, StatusCode::UNAUTHORIZED, "an expired state");
}

#[actix_web::test]
async fn an_unreachable_oneid_is_503_and_an_unregistered_one_too() {
    let app = TestApp::with_oneid(Some(settings("http://127.0.0.1:9/sso/oauth/Authorization.do".into()))).await;
    let state = fresh_state(&app).await;
    let answer = come_back(&app, "teacher-code", &state).await;
    assert_eq!(answer.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(answer.code(), "oneid_unreachable");

    let plain = TestApp::new().await;
    let answer = plain.request(actix_web::http::Method::GET, "/api/v1/auth/one-id/url/", None, None, "en").await;
    assert_eq!(answer.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(answer.code(), "oneid_not_configured");
    assert_eq!(answer.message(), "Signing in with OneID is not set up");
}

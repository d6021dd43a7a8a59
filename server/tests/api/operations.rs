use std::collections::BTreeSet;

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;

use crate::support::fixtures::{AccountBuilder, CurriculumBuilder, GroupBuilder, StudentBuilder};
use crate::support::TestApp;

#[actix_web::test]
async fn health_readiness_and_metrics_answer() {
    let app = TestApp::new().await;
    assert_eq!(app.send(TestRequest::get().uri("/healthz")).await.status, StatusCode::OK);
    assert_eq!(app.send(TestRequest::get().uri("/readyz")).await.status, StatusCode::OK);
    let own = app.own_university("OLCHOV").await;
    let token = AccountBuilder::new("teacher.olchov").role("TEACHER").at(own.id).build(&app).await.token;
    app.get("/api/v1/users/profile/", &token).await;
    app.get("/api/v1/teachers/topics/12345/", &token).await;
    let metrics = app.send(TestRequest::get().uri("/metrics")).await;
    assert_eq!(metrics.status, StatusCode::OK);
    let text = metrics.body.as_str().unwrap_or_default();
    assert!(text.contains("emis_http_requests_total"), "{text}");
    assert!(text.contains("/api/v1/auth/login/"), "requests are counted per route");
    // A route with an id is one series, under its pattern (`{id:\d+}` as actix-web-prom 0.10 writes it).
    assert!(text.contains("endpoint=\"/api/v1/teachers/topics/{id"), "{text}");
    assert!(!text.contains("12345"), "not one series per id");
    assert!(text.contains("emis_http_requests_duration_seconds_bucket"), "latency histograms");
}

/// Every answer, page or API call, carries the browser protections; HSTS only over TLS.
#[actix_web::test]
async fn every_answer_carries_the_security_headers() {
    let app = TestApp::new().await;
    for uri in ["/healthz", "/api/v1/users/profile/", "/api/v1/no-such-call/"] {
        let answer = app.send(TestRequest::get().uri(uri)).await;
        let header = |name: &str| answer.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
        assert!(header("content-security-policy").contains("default-src 'self'"), "{uri}");
        assert!(header("content-security-policy").contains("frame-ancestors 'none'"), "{uri}");
        assert_eq!(header("x-content-type-options"), "nosniff", "{uri}");
        assert_eq!(header("referrer-policy"), "strict-origin-when-cross-origin", "{uri}");
        assert_eq!(header("strict-transport-security"), "", "{uri}: no HSTS over plain HTTP");
    }
    let behind_tls = app.send(TestRequest::get().uri("/healthz").insert_header(("x-forwarded-proto", "https"))).await;
    assert!(behind_tls.headers.get("strict-transport-security").is_some());
}

/// The OpenAPI document is generated from the handlers and names every route the app serves.
#[actix_web::test]
async fn the_openapi_document_covers_every_route() {
    let app = TestApp::new().await;
    let document = app.send(TestRequest::get().uri("/api/v1/openapi.json")).await;
    assert_eq!(document.status, StatusCode::OK);
    let paths: BTreeSet<(String, String)> = document.body["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| item.as_object().unwrap().keys().map(move |method| (method.to_uppercase(), path.clone())))
        .collect();
    let expected: BTreeSet<(String, String)> = [
        ("GET", "/api/v1/openapi.json"),
        ("POST", "/api/v1/auth/login/"),
        ("POST", "/api/v1/auth/logout/"),
        ("GET", "/api/v1/auth/one-id/url/"),
        ("GET", "/api/v1/auth/one-id/"),
        ("GET", "/api/v1/users/profile/"),
        ("POST", "/api/v1/users/change-role/"),
        ("POST", "/api/v1/users/change-institution/"),
        ("GET", "/api/v1/teachers/institutions/"),
        ("GET", "/api/v1/users/"),
        ("POST", "/api/v1/users/"),
        ("GET", "/api/v1/users/{id}/"),
        ("PUT", "/api/v1/users/{id}/"),
        ("DELETE", "/api/v1/users/{id}/"),
        ("POST", "/api/v1/users/{id}/reset-password/"),
        ("POST", "/api/v1/users/me/password/"),
        ("GET", "/api/v1/users/me/sessions/"),
        ("DELETE", "/api/v1/users/me/sessions/"),
        ("DELETE", "/api/v1/users/me/sessions/{id}/"),
        ("GET", "/api/v1/edu-groups/"),
        ("POST", "/api/v1/edu-groups/"),
        ("GET", "/api/v1/edu-groups/{id}/"),
        ("PUT", "/api/v1/edu-groups/{id}/"),
        ("DELETE", "/api/v1/edu-groups/{id}/"),
        ("POST", "/api/v1/edu-groups/{id}/inactive/"),
        ("GET", "/api/v1/edu-groups/{id}/subjects/"),
        ("GET", "/api/v1/edu-groups/{id}/students/"),
        ("GET", "/api/v1/edu-groups/{id}/subgroups/{edu_subject_id}/"),
        ("PUT", "/api/v1/edu-groups/{id}/subgroups/{edu_subject_id}/"),
        ("GET", "/api/v1/edu-groups/{id}/ratings/"),
        ("PUT", "/api/v1/edu-groups/{id}/ratings/"),
        ("GET", "/api/v1/edu-groups/{id}/promote/"),
        ("POST", "/api/v1/edu-groups/{id}/promote/"),
        ("GET", "/api/v1/academic-debts/"),
        ("GET", "/api/v1/me/"),
        ("GET", "/api/v1/me/schedule/"),
        ("GET", "/api/v1/me/results/"),
        ("GET", "/api/v1/me/attendance/"),
        ("GET", "/api/v1/me/finance/"),
        ("GET", "/api/v1/me/documents/"),
        ("POST", "/api/v1/me/documents/"),
        ("GET", "/api/v1/me/documents/{id}/pdf/"),
        ("GET", "/api/v1/me/notifications/"),
        ("POST", "/api/v1/me/notifications/read/"),
        ("POST", "/api/v1/students/{id}/account/"),
        ("GET", "/api/v1/students/{id}/parents/"),
        ("GET", "/api/v1/parents/"),
        ("POST", "/api/v1/parents/"),
        ("POST", "/api/v1/parents/{id}/children/"),
        ("DELETE", "/api/v1/parents/{id}/children/{student_id}/"),
        ("POST", "/api/v1/edu-groups/{id}/documents/"),
        ("GET", "/api/v1/document-jobs/{id}/"),
        ("GET", "/api/v1/documents/{id}/pdf/"),
        ("GET", "/api/v1/graduates/"),
        ("GET", "/api/v1/graduates/{id}/"),
        ("GET", "/api/v1/graduates/{id}/exam-ratings/"),
        ("PUT", "/api/v1/graduates/{id}/exam-ratings/"),
        ("GET", "/api/v1/graduates/{id}/naming/"),
        ("PUT", "/api/v1/graduates/{id}/naming/"),
        ("POST", "/api/v1/graduates/{id}/graduate/"),
        ("POST", "/api/v1/graduates/{id}/documents/"),
        ("GET", "/api/v1/reports/students/"),
        ("GET", "/api/v1/reports/by-otm/"),
        ("GET", "/api/v1/reports/by-direction/"),
        ("GET", "/api/v1/reports/teachers/"),
        ("GET", "/api/v1/reports/by-teacher/"),
        ("GET", "/api/v1/reports/summary/"),
        ("GET", "/api/v1/reports/{public_id}/"),
        ("GET", "/api/v1/students/"),
        ("POST", "/api/v1/students/"),
        ("GET", "/api/v1/students/{id}/"),
        ("PUT", "/api/v1/students/{id}/"),
        ("DELETE", "/api/v1/students/{id}/"),
        ("POST", "/api/v1/students/{id}/status/"),
        ("POST", "/api/v1/students/import/"),
        ("GET", "/api/v1/students/import/template/"),
        ("GET", "/api/v1/roles/"),
        ("POST", "/api/v1/roles/"),
        ("GET", "/api/v1/roles/{id}/"),
        ("PUT", "/api/v1/roles/{id}/"),
        ("DELETE", "/api/v1/roles/{id}/"),
        ("GET", "/api/v1/permissions/"),
        ("GET", "/api/v1/institutions/"),
        ("POST", "/api/v1/institutions/"),
        ("GET", "/api/v1/institutions/{id}/"),
        ("PUT", "/api/v1/institutions/{id}/"),
        ("DELETE", "/api/v1/institutions/{id}/"),
        ("GET", "/api/v1/audit-log/"),
        ("GET", "/api/v1/buildings/"),
        ("POST", "/api/v1/buildings/"),
        ("GET", "/api/v1/buildings/{id}/"),
        ("PUT", "/api/v1/buildings/{id}/"),
        ("DELETE", "/api/v1/buildings/{id}/"),
        ("GET", "/api/v1/rooms/"),
        ("POST", "/api/v1/rooms/"),
        ("GET", "/api/v1/rooms/{id}/"),
        ("PUT", "/api/v1/rooms/{id}/"),
        ("DELETE", "/api/v1/rooms/{id}/"),
        ("GET", "/api/v1/class-hours/"),
        ("POST", "/api/v1/class-hours/"),
        ("GET", "/api/v1/class-hours/{id}/"),
        ("PUT", "/api/v1/class-hours/{id}/"),
        ("DELETE", "/api/v1/class-hours/{id}/"),
        ("GET", "/api/v1/institution-positions/"),
        ("POST", "/api/v1/institution-positions/"),
        ("GET", "/api/v1/institution-positions/{id}/"),
        ("PUT", "/api/v1/institution-positions/{id}/"),
        ("DELETE", "/api/v1/institution-positions/{id}/"),
        ("GET", "/api/v1/staffs/positions/"),
        ("GET", "/api/v1/staffs/work-forms/"),
        ("GET", "/api/v1/staffs/teachers/"),
        ("GET", "/api/v1/staffs/"),
        ("POST", "/api/v1/staffs/"),
        ("GET", "/api/v1/staffs/{id}/"),
        ("PUT", "/api/v1/staffs/{id}/"),
        ("DELETE", "/api/v1/staffs/{id}/"),
        ("GET", "/api/v1/citizens/"),
        ("GET", "/api/v1/edu-directions/"),
        ("POST", "/api/v1/edu-directions/"),
        ("GET", "/api/v1/edu-directions/{id}/"),
        ("PUT", "/api/v1/edu-directions/{id}/"),
        ("DELETE", "/api/v1/edu-directions/{id}/"),
        ("GET", "/api/v1/institution-departments/"),
        ("POST", "/api/v1/institution-departments/"),
        ("PUT", "/api/v1/institution-departments/{id}/"),
        ("DELETE", "/api/v1/institution-departments/{id}/"),
        ("GET", "/api/v1/ministry-departments/"),
        ("POST", "/api/v1/ministry-departments/"),
        ("PUT", "/api/v1/ministry-departments/{id}/"),
        ("DELETE", "/api/v1/ministry-departments/{id}/"),
        ("GET", "/api/v1/curriculums/"),
        ("POST", "/api/v1/curriculums/"),
        ("GET", "/api/v1/curriculums/{id}/"),
        ("PUT", "/api/v1/curriculums/{id}/"),
        ("DELETE", "/api/v1/curriculums/{id}/"),
        ("PUT", "/api/v1/curriculums/{id}/separate-to-semesters/"),
        ("POST", "/api/v1/curriculums/{id}/approve/"),
        ("POST", "/api/v1/curriculums/{id}/cancel/"),
        ("POST", "/api/v1/curriculums/{id}/inactive/"),
        ("POST", "/api/v1/curriculums/{id}/archive/"),
        ("POST", "/api/v1/curriculums/check-rating/"),
        ("GET", "/api/v1/edu-subjects/custom-subjects/"),
        ("GET", "/api/v1/edu-subjects/types/"),
        ("POST", "/api/v1/edu-subjects/types/"),
        ("GET", "/api/v1/edu-subjects/types/{id}/"),
        ("PUT", "/api/v1/edu-subjects/types/{id}/"),
        ("DELETE", "/api/v1/edu-subjects/types/{id}/"),
        ("GET", "/api/v1/edu-subjects/"),
        ("POST", "/api/v1/edu-subjects/"),
        ("GET", "/api/v1/edu-subjects/{id}/"),
        ("PUT", "/api/v1/edu-subjects/{id}/"),
        ("DELETE", "/api/v1/edu-subjects/{id}/"),
        ("GET", "/api/v1/subject-bundles/"),
        ("POST", "/api/v1/subject-bundles/"),
        ("GET", "/api/v1/subject-bundles/{id}/"),
        ("PUT", "/api/v1/subject-bundles/{id}/"),
        ("DELETE", "/api/v1/subject-bundles/{id}/"),
        ("GET", "/api/v1/curriculum-templates/"),
        ("POST", "/api/v1/curriculum-templates/"),
        ("GET", "/api/v1/curriculum-templates/{id}/"),
        ("PUT", "/api/v1/curriculum-templates/{id}/"),
        ("DELETE", "/api/v1/curriculum-templates/{id}/"),
        ("GET", "/api/v1/schedules/"),
        ("POST", "/api/v1/schedules/"),
        ("GET", "/api/v1/schedules/calendar/"),
        ("GET", "/api/v1/schedules/timetable/"),
        ("GET", "/api/v1/schedules/{id}/"),
        ("PUT", "/api/v1/schedules/{id}/"),
        ("DELETE", "/api/v1/schedules/{id}/"),
        ("GET", "/api/v1/exams/"),
        ("POST", "/api/v1/exams/"),
        ("GET", "/api/v1/exams/{id}/"),
        ("PUT", "/api/v1/exams/{id}/"),
        ("DELETE", "/api/v1/exams/{id}/"),
        ("GET", "/api/v1/teachers/edu-subjects/"),
        ("GET", "/api/v1/teachers/topics/"),
        ("POST", "/api/v1/teachers/topics/"),
        ("GET", "/api/v1/teachers/topics/{id}/"),
        ("PUT", "/api/v1/teachers/topics/{id}/"),
        ("DELETE", "/api/v1/teachers/topics/{id}/"),
        ("GET", "/api/v1/teachers/edu-groups/"),
        ("GET", "/api/v1/teachers/edu-groups/{groupId}/edu_subjects/{subjectId}/lessons/"),
        ("POST", "/api/v1/teachers/edu-groups/{groupId}/edu_subjects/{subjectId}/add-topics/"),
        ("GET", "/api/v1/teachers/class-schedule/"),
        ("GET", "/api/v1/timetable-runs/"),
        ("POST", "/api/v1/timetable-runs/"),
        ("GET", "/api/v1/timetable-runs/{id}/"),
        ("POST", "/api/v1/timetable-runs/{id}/stop/"),
        ("GET", "/api/v1/timetable-runs/{id}/lessons/"),
        ("PUT", "/api/v1/timetable-runs/{id}/lessons/{lesson_id}/"),
        ("POST", "/api/v1/timetable-runs/{id}/publish/"),
        ("GET", "/api/v1/timetable-settings/"),
        ("PUT", "/api/v1/timetable-settings/"),
        ("GET", "/api/v1/teacher-unavailability/"),
        ("POST", "/api/v1/teacher-unavailability/"),
        ("DELETE", "/api/v1/teacher-unavailability/{id}/"),
        ("GET", "/api/v1/curriculums/{id}/assessment/"),
        ("PUT", "/api/v1/curriculums/{id}/assessment/"),
        ("GET", "/api/v1/journal/lessons/"),
        ("GET", "/api/v1/journal/lessons/{schedule_id}/{date}/"),
        ("PUT", "/api/v1/journal/lessons/{schedule_id}/{date}/"),
        ("POST", "/api/v1/journal/absences/{id}/excuse/"),
        ("GET", "/api/v1/journal/absences/{id}/excuses/"),
        ("GET", "/api/v1/journal/groups/{id}/"),
        ("GET", "/api/v1/journal/attendance/"),
        ("GET", "/api/v1/institutions/{id}/journal-settings/"),
        ("PUT", "/api/v1/institutions/{id}/journal-settings/"),
        ("GET", "/api/v1/control-sheets/"),
        ("GET", "/api/v1/control-sheets/{edu_group_id}/{edu_subject_id}/{control}/"),
        ("PUT", "/api/v1/control-sheets/{edu_group_id}/{edu_subject_id}/{control}/"),
        ("POST", "/api/v1/control-sheets/{edu_group_id}/{edu_subject_id}/{control}/close/"),
        ("GET", "/api/v1/control-sheets/{edu_group_id}/{edu_subject_id}/{control}/pdf/"),
        ("GET", "/api/v1/students/{id}/results/"),
        ("GET", "/api/v1/students/{id}/documents/"),
        ("POST", "/api/v1/students/{id}/documents/"),
        ("GET", "/api/v1/reports/science/"),
        ("GET", "/api/v1/reports/finance/"),
        ("GET", "/api/v1/science/staff/"),
        ("GET", "/api/v1/science/citizens/"),
        ("GET", "/api/v1/science/me/"),
        ("GET", "/api/v1/science/projects/"),
        ("POST", "/api/v1/science/projects/"),
        ("GET", "/api/v1/science/projects/{id}/"),
        ("PUT", "/api/v1/science/projects/{id}/"),
        ("DELETE", "/api/v1/science/projects/{id}/"),
        ("GET", "/api/v1/science/publications/"),
        ("GET", "/api/v1/science/publications/mine/"),
        ("POST", "/api/v1/science/publications/"),
        ("GET", "/api/v1/science/publications/{id}/"),
        ("PUT", "/api/v1/science/publications/{id}/"),
        ("DELETE", "/api/v1/science/publications/{id}/"),
        ("POST", "/api/v1/science/publications/{id}/confirm/"),
        ("POST", "/api/v1/science/publications/{id}/verify/"),
        ("POST", "/api/v1/science/publications/{id}/reject/"),
        ("POST", "/api/v1/science/publications/{id}/file/"),
        ("GET", "/api/v1/science/publications/{id}/file/"),
        ("DELETE", "/api/v1/science/publications/{id}/file/"),
        ("GET", "/api/v1/science/doctoral-students/"),
        ("POST", "/api/v1/science/doctoral-students/"),
        ("GET", "/api/v1/science/doctoral-students/{id}/"),
        ("PUT", "/api/v1/science/doctoral-students/{id}/"),
        ("DELETE", "/api/v1/science/doctoral-students/{id}/"),
        ("GET", "/api/v1/science/defences/"),
        ("POST", "/api/v1/science/defences/"),
        ("GET", "/api/v1/science/defences/{id}/"),
        ("PUT", "/api/v1/science/defences/{id}/"),
        ("DELETE", "/api/v1/science/defences/{id}/"),
        ("GET", "/api/v1/finance/base-amounts/"),
        ("POST", "/api/v1/finance/base-amounts/"),
        ("GET", "/api/v1/finance/base-amounts/{id}/"),
        ("PUT", "/api/v1/finance/base-amounts/{id}/"),
        ("DELETE", "/api/v1/finance/base-amounts/{id}/"),
        ("GET", "/api/v1/finance/prices/"),
        ("POST", "/api/v1/finance/prices/"),
        ("GET", "/api/v1/finance/prices/{id}/"),
        ("PUT", "/api/v1/finance/prices/{id}/"),
        ("DELETE", "/api/v1/finance/prices/{id}/"),
        ("GET", "/api/v1/finance/contracts/"),
        ("POST", "/api/v1/finance/contracts/"),
        ("GET", "/api/v1/finance/contracts/{id}/"),
        ("PUT", "/api/v1/finance/contracts/{id}/"),
        ("DELETE", "/api/v1/finance/contracts/{id}/"),
        ("GET", "/api/v1/finance/contracts/{id}/pdf/"),
        ("GET", "/api/v1/reports/contracts/{public_id}/"),
        ("GET", "/api/v1/finance/debts/"),
        ("GET", "/api/v1/finance/payments/"),
        ("POST", "/api/v1/finance/payments/import/"),
        ("POST", "/api/v1/finance/payments/"),
        ("GET", "/api/v1/finance/payments/{id}/"),
        ("PUT", "/api/v1/finance/payments/{id}/"),
        ("DELETE", "/api/v1/finance/payments/{id}/"),
        ("GET", "/api/v1/orders/"),
        ("POST", "/api/v1/orders/"),
        ("GET", "/api/v1/orders/{id}/"),
        ("PUT", "/api/v1/orders/{id}/"),
        ("DELETE", "/api/v1/orders/{id}/"),
        ("POST", "/api/v1/orders/{id}/apply/"),
        ("POST", "/api/v1/orders/{id}/cancel/"),
        ("GET", "/api/v1/orders/{id}/pdf/"),
        ("POST", "/api/v1/orders/{id}/scan/"),
        ("GET", "/api/v1/orders/{id}/scan/"),
        ("GET", "/api/v1/orders/incoming-transfers/"),
        ("GET", "/api/v1/orders/transfer-institutions/"),
        ("GET", "/api/v1/scholarship-types/"),
        ("POST", "/api/v1/scholarship-types/"),
        ("GET", "/api/v1/scholarship-types/{id}/"),
        ("PUT", "/api/v1/scholarship-types/{id}/"),
        ("DELETE", "/api/v1/scholarship-types/{id}/"),
        ("GET", "/api/v1/scholarships/"),
        ("GET", "/api/v1/reports/orders/{public_id}/"),
    ]
    .into_iter()
    .map(|(m, p)| (m.to_string(), p.to_string()))
    .collect();
    assert_eq!(paths, expected);
    // Every call's summary begins with the permission it needs, written from the authorization table.
    for (path, item) in document.body["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let summary = operation["summary"].as_str().unwrap_or("");
            assert!(summary.starts_with("Permission: "), "{method} {path} does not declare its permission: {summary}");
        }
    }
    // Each documented route really is served: none answers the unknown-route 404 (the portal's
    // as a student of the test's own, whose record its calls find).
    let token = app.superadmin().await;
    let own = app.own_university("PORTAL").await;
    let curriculum = CurriculumBuilder::new("PORTAL o‘quv rejasi").approved().by(&own.admin).build(&app).await.id;
    let group = GroupBuilder::new("PORTAL-26-01", curriculum).by(&own.admin).build(&app).await.id;
    let enrolled = StudentBuilder::new(group, 900_001).by(&own.admin).build(&app).await.id;
    let student = own.student_login(&app, enrolled, "talaba.hujjat").await;
    for (method, path) in &expected {
        let uri = path
            .replace("{id}", "1")
            .replace("{groupId}", "1")
            .replace("{subjectId}", "1")
            .replace("{edu_group_id}", "1")
            .replace("{edu_subject_id}", "1")
            .replace("{schedule_id}", "1")
            .replace("{control}", "FINAL")
            .replace("{student_id}", "1")
            .replace("{date}", "2026-11-25")
            .replace("{public_id}", "00000000-0000-4000-8000-000000000000");
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let caller = if uri.starts_with("/api/v1/me/") { &student } else { &token };
        let answer = app.request(method.clone(), &uri, Some(caller), None, "uz").await;
        assert!(
            !(answer.status == StatusCode::NOT_FOUND && answer.code() == "not_found" && !uri.contains("/1/")),
            "{method} {uri} is documented but not served"
        );
    }
}

/// A fixed path answers its own call, never a parameterised sibling's taking its name for an id,
/// whatever the order the routes are registered in; a word where an id belongs names nothing.
#[actix_web::test]
async fn fixed_paths_answer_their_own_call_and_a_word_is_no_id() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let template = app.get("/api/v1/students/import/template/", &token).await;
    assert_eq!(template.status, StatusCode::OK, "{}", template.body);
    let kind = template.headers.get("content-type").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    assert_eq!(kind, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    for path in [
        "/api/v1/edu-subjects/types/",
        "/api/v1/edu-subjects/custom-subjects/",
        "/api/v1/staffs/teachers/",
        "/api/v1/staffs/positions/",
        "/api/v1/staffs/work-forms/",
        "/api/v1/users/profile/",
        "/api/v1/users/me/sessions/",
        "/api/v1/reports/by-direction/",
        "/api/v1/reports/by-otm/",
        "/api/v1/reports/students/",
        "/api/v1/reports/summary/",
        "/api/v1/reports/teachers/",
        "/api/v1/reports/finance/",
        "/api/v1/reports/science/",
    ] {
        let answer = app.get(path, &token).await;
        assert_eq!(answer.status, StatusCode::OK, "GET {path}: {}", answer.body);
    }
    // Those that need a query or a body say what is missing, each in its own words.
    for (method, path) in [
        (Method::GET, "/api/v1/schedules/calendar/"),
        (Method::GET, "/api/v1/schedules/timetable/"),
        (Method::GET, "/api/v1/reports/by-teacher/"),
        (Method::GET, "/api/v1/science/publications/mine/"),
        (Method::POST, "/api/v1/curriculums/check-rating/"),
        (Method::POST, "/api/v1/students/import/"),
        (Method::POST, "/api/v1/finance/payments/import/"),
        (Method::POST, "/api/v1/users/change-role/"),
        (Method::POST, "/api/v1/users/change-institution/"),
    ] {
        let answer = app.request(method.clone(), path, Some(&token), None, "en").await;
        assert!(answer.status != StatusCode::NOT_FOUND, "{method} {path}: {}", answer.body);
    }
    // A number too large for an id is taken by the route, and refused as the word is.
    let words =
        ["/api/v1/students/abc/", "/api/v1/edu-subjects/types/abc/", "/api/v1/science/publications/1x/", "/api/v1/reports/nonsense/"];
    for path in words.into_iter().chain(["/api/v1/students/99999999999999999999/"]) {
        let answer = app.get(path, &token).await;
        assert_eq!((answer.status, answer.code()), (StatusCode::NOT_FOUND, "not_found"), "{path}: {}", answer.body);
        assert!(!answer.message().is_empty(), "{path}: the envelope says what is not found");
    }
}

/// A query parameter the document bounds (ids, pages, sizes, semesters, courses) is refused just
/// outside its bounds on every GET that takes it: the document promises no more than the server keeps.
#[actix_web::test]
async fn every_bounded_query_parameter_refuses_a_value_outside_its_bounds() {
    let app = TestApp::new().await;
    let token = app.superadmin().await;
    let document = app.send(TestRequest::get().uri("/api/v1/openapi.json")).await;
    let mut checked = 0;
    for (path, item) in document.body["paths"].as_object().unwrap() {
        let Some(operation) = item.get("get") else { continue };
        for parameter in operation["parameters"].as_array().into_iter().flatten() {
            if parameter["in"] != "query" {
                continue;
            }
            let below = parameter["schema"]["minimum"].as_i64().filter(|m| *m > i64::MIN).map(|m| m - 1);
            let above = parameter["schema"]["maximum"].as_i64().filter(|m| *m < i64::MAX).map(|m| m + 1);
            for value in below.into_iter().chain(above) {
                let path =
                    path.replace("{id}", "1").replace("{edu_group_id}", "1").replace("{edu_subject_id}", "1").replace("{control}", "FINAL");
                let uri = format!("{path}?{}={value}", parameter["name"].as_str().unwrap());
                let answer = app.get(&uri, &token).await;
                assert!(
                    answer.status == StatusCode::UNPROCESSABLE_ENTITY || answer.status == StatusCode::BAD_REQUEST,
                    "GET {uri} answered {} to a value outside the documented bounds",
                    answer.status
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} bounds found");
}

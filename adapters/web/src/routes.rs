use actix_web::error::JsonPayloadError;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, RequestProblem};
use crate::language::language_of;
use crate::{
    account, audit, buildings, class_hours, control_sheets, curricula, curriculum_templates, departments, directions, documents, exams,
    finance, graduates, groups, institutions, journal, ministry_departments, openapi, orders, portal, positions, reports, roles, rooms,
    schedule, scholarships, science, session, staff, students, subject_bundles, subject_types, subjects, teachers, timetable, users,
};

/// Every call of the API, relative to `/api/v1`. The order of registration does not matter: an
/// integer id of a path takes digits only (`{id:\d+}`), and the one free text parameter beside
/// fixed paths, a document's public id under `/reports/`, only what a UUID is written with, so that
/// no parameter takes a fixed sibling's name (`/students/import/`, `/reports/teachers/`) for a
/// value. A segment of neither form names nothing: 404 (`not_found`).
pub fn configure(config: &mut ServiceConfig) {
    config
        .service(openapi::openapi_json)
        .service(session::login)
        .service(session::logout)
        .service(session::oneid_url)
        .service(session::oneid_return)
        .service(session::get_profile)
        .service(session::change_role)
        .service(session::change_institution)
        .service(session::my_institutions)
        .service(account::change_own_password)
        .service(account::my_sessions)
        .service(account::end_my_session)
        .service(account::end_other_sessions)
        .service(account::reset_password)
        .service(users::list_users)
        .service(users::create_user)
        .service(users::get_user)
        .service(users::update_user)
        .service(users::delete_user)
        .service(roles::list_roles)
        .service(roles::create_role)
        .service(roles::get_role)
        .service(roles::update_role)
        .service(roles::delete_role)
        .service(roles::list_permissions)
        .service(institutions::list_institutions)
        .service(institutions::create_institution)
        .service(institutions::get_institution)
        .service(institutions::update_institution)
        .service(institutions::delete_institution)
        .service(audit::list_audit_log)
        .service(groups::list_groups)
        .service(groups::create_group)
        .service(groups::get_group)
        .service(groups::update_group)
        .service(groups::delete_group)
        .service(groups::inactivate_group)
        .service(groups::group_subjects)
        .service(groups::group_students)
        .service(groups::get_subgroups)
        .service(groups::save_subgroups)
        .service(journal::journal_lessons)
        .service(journal::get_roll)
        .service(journal::record_roll)
        .service(journal::excuse_absences)
        .service(journal::list_excuses)
        .service(journal::group_journal)
        .service(journal::attendance_thresholds)
        .service(journal::get_journal_settings)
        .service(journal::save_journal_settings)
        .service(control_sheets::list_control_sheets)
        .service(control_sheets::get_control_sheet)
        .service(control_sheets::save_control_sheet)
        .service(control_sheets::close_control_sheet)
        .service(control_sheets::control_sheet_pdf)
        .service(groups::get_ratings)
        .service(groups::save_ratings)
        .service(groups::preview_promotion)
        .service(groups::promote_group)
        .service(documents::group_documents)
        .service(documents::get_document_job)
        .service(documents::document_pdf)
        .service(graduates::list_graduates)
        .service(graduates::get_graduate)
        .service(graduates::get_exam_ratings)
        .service(graduates::save_exam_ratings)
        .service(graduates::get_naming)
        .service(graduates::save_naming)
        .service(graduates::graduate)
        .service(graduates::issue_document)
        .service(schedule::schedule_calendar)
        .service(schedule::schedule_timetable)
        .service(schedule::list_schedules)
        .service(schedule::create_schedule)
        .service(schedule::get_schedule)
        .service(schedule::update_schedule)
        .service(schedule::delete_schedule)
        .service(exams::list_exams)
        .service(exams::create_exam)
        .service(exams::get_exam)
        .service(exams::update_exam)
        .service(exams::delete_exam)
        .service(timetable::list_timetable_runs)
        .service(timetable::start_timetable_run)
        .service(timetable::get_timetable_run)
        .service(timetable::stop_timetable_run)
        .service(timetable::list_draft_lessons)
        .service(timetable::move_draft_lesson)
        .service(timetable::publish_timetable_run)
        .service(timetable::get_timetable_settings)
        .service(timetable::save_timetable_settings)
        .service(timetable::list_unavailability)
        .service(timetable::create_unavailability)
        .service(timetable::delete_unavailability)
        .service(teachers::teacher_subjects)
        .service(teachers::list_topics)
        .service(teachers::create_topic)
        .service(teachers::get_topic)
        .service(teachers::update_topic)
        .service(teachers::delete_topic)
        .service(teachers::teacher_groups)
        .service(teachers::teacher_lessons)
        .service(teachers::add_topics)
        .service(teachers::teacher_class_schedule)
        .service(students::student_import_template)
        .service(students::import_students)
        .service(students::list_academic_debts)
        .service(students::list_students)
        .service(students::create_student)
        .service(students::get_student)
        .service(students::update_student)
        .service(students::delete_student)
        .service(students::change_student_status)
        .service(students::student_results)
        .service(students::study_documents)
        .service(students::issue_study_document)
        .service(portal::issue_student_account)
        .service(portal::student_parents)
        .service(portal::find_parent)
        .service(portal::create_parent)
        .service(portal::link_child)
        .service(portal::unlink_child)
        .service(portal::me)
        .service(portal::my_schedule)
        .service(portal::my_results)
        .service(portal::my_attendance)
        .service(portal::my_finance)
        .service(portal::my_documents)
        .service(portal::request_my_document)
        .service(portal::my_document_pdf)
        .service(portal::my_notifications)
        .service(portal::read_my_notifications)
        .service(buildings::list_buildings)
        .service(buildings::create_building)
        .service(buildings::get_building)
        .service(buildings::update_building)
        .service(buildings::delete_building)
        .service(rooms::list_rooms)
        .service(rooms::create_room)
        .service(rooms::get_room)
        .service(rooms::update_room)
        .service(rooms::delete_room)
        .service(class_hours::list_class_hours)
        .service(class_hours::create_class_hour)
        .service(class_hours::get_class_hour)
        .service(class_hours::update_class_hour)
        .service(class_hours::delete_class_hour)
        .service(positions::list_positions)
        .service(positions::create_position)
        .service(positions::get_position)
        .service(positions::update_position)
        .service(positions::delete_position)
        .service(positions::list_staff_positions)
        .service(positions::list_work_forms)
        .service(staff::list_teachers)
        .service(staff::list_staff)
        .service(staff::create_staff)
        .service(staff::get_staff)
        .service(staff::update_staff)
        .service(staff::delete_staff)
        .service(staff::find_citizens)
        .service(directions::list_directions)
        .service(directions::create_direction)
        .service(directions::get_direction)
        .service(directions::update_direction)
        .service(directions::delete_direction)
        .service(departments::list_departments)
        .service(departments::create_department)
        .service(departments::update_department)
        .service(departments::delete_department)
        .service(ministry_departments::list_ministry_departments)
        .service(ministry_departments::create_ministry_department)
        .service(ministry_departments::update_ministry_department)
        .service(ministry_departments::delete_ministry_department)
        .service(curricula::list_curricula)
        .service(curricula::create_curriculum)
        .service(curricula::check_rating)
        .service(curricula::get_curriculum)
        .service(curricula::update_curriculum)
        .service(curricula::delete_curriculum)
        .service(curricula::separate_to_semesters)
        .service(curricula::approve_curriculum)
        .service(curricula::cancel_curriculum)
        .service(curricula::inactivate_curriculum)
        .service(curricula::archive_curriculum)
        .service(curricula::get_assessment)
        .service(curricula::save_assessment)
        .service(curricula::list_custom_subjects)
        .service(subject_types::list_subject_types)
        .service(subject_types::create_subject_type)
        .service(subject_types::get_subject_type)
        .service(subject_types::update_subject_type)
        .service(subject_types::delete_subject_type)
        .service(subjects::list_subjects)
        .service(subjects::create_subject)
        .service(subjects::get_subject)
        .service(subjects::update_subject)
        .service(subjects::delete_subject)
        .service(subject_bundles::list_subject_bundles)
        .service(subject_bundles::create_subject_bundle)
        .service(subject_bundles::get_subject_bundle)
        .service(subject_bundles::update_subject_bundle)
        .service(subject_bundles::delete_subject_bundle)
        .service(curriculum_templates::list_curriculum_templates)
        .service(curriculum_templates::create_curriculum_template)
        .service(curriculum_templates::get_curriculum_template)
        .service(curriculum_templates::update_curriculum_template)
        .service(curriculum_templates::delete_curriculum_template)
        .service(reports::students_report)
        .service(reports::institutions_report)
        .service(reports::directions_report)
        .service(reports::teachers_report)
        .service(reports::teacher_subjects_report)
        .service(reports::summary_report)
        .service(reports::science_report)
        .service(reports::finance_report)
        .service(reports::document_report)
        .service(science::list_science_staff)
        .service(science::find_science_citizens)
        .service(science::publications::my_staff_record)
        .service(science::projects::list_projects)
        .service(science::projects::create_project)
        .service(science::projects::get_project)
        .service(science::projects::update_project)
        .service(science::projects::delete_project)
        .service(science::publications::my_publications)
        .service(science::publications::list_publications)
        .service(science::publications::create_publication)
        .service(science::publications::get_publication)
        .service(science::publications::update_publication)
        .service(science::publications::delete_publication)
        .service(science::publications::confirm_authorship)
        .service(science::publications::verify_publication)
        .service(science::publications::reject_publication)
        .service(science::publications::upload_publication_file)
        .service(science::publications::publication_file)
        .service(science::publications::remove_publication_file)
        .service(science::doctorate::list_doctoral_students)
        .service(science::doctorate::create_doctoral_student)
        .service(science::doctorate::get_doctoral_student)
        .service(science::doctorate::update_doctoral_student)
        .service(science::doctorate::delete_doctoral_student)
        .service(science::doctorate::list_defences)
        .service(science::doctorate::create_defence)
        .service(science::doctorate::get_defence)
        .service(science::doctorate::update_defence)
        .service(science::doctorate::delete_defence)
        .service(finance::base_amounts::list_base_amounts)
        .service(finance::base_amounts::create_base_amount)
        .service(finance::base_amounts::get_base_amount)
        .service(finance::base_amounts::update_base_amount)
        .service(finance::base_amounts::delete_base_amount)
        .service(finance::prices::list_prices)
        .service(finance::prices::create_price)
        .service(finance::prices::get_price)
        .service(finance::prices::update_price)
        .service(finance::prices::delete_price)
        .service(finance::contracts::list_contracts)
        .service(finance::contracts::create_contract)
        .service(finance::contracts::get_contract)
        .service(finance::contracts::update_contract)
        .service(finance::contracts::delete_contract)
        .service(finance::print::contract_pdf)
        .service(finance::print::contract_report)
        .service(finance::debts::list_debts)
        .service(finance::import::import_statement)
        .service(finance::payments::list_payments)
        .service(finance::payments::create_payment)
        .service(finance::payments::get_payment)
        .service(finance::payments::update_payment)
        .service(finance::payments::delete_payment)
        .service(orders::crud::list_orders)
        .service(orders::incoming::list_incoming_transfers)
        .service(orders::incoming::transfer_institutions)
        .service(orders::crud::create_order)
        .service(orders::crud::get_order)
        .service(orders::crud::update_order)
        .service(orders::crud::delete_order)
        .service(orders::apply::apply_order)
        .service(orders::apply::cancel_order)
        .service(orders::print::order_pdf)
        .service(orders::scan::upload_order_scan)
        .service(orders::scan::order_scan)
        .service(orders::print::order_report)
        .service(scholarships::types::list_scholarship_types)
        .service(scholarships::types::create_scholarship_type)
        .service(scholarships::types::get_scholarship_type)
        .service(scholarships::types::update_scholarship_type)
        .service(scholarships::types::delete_scholarship_type)
        .service(scholarships::month::list_scholarships);
}

/// The largest body a call accepts.
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// JSON bodies: at most 1 MiB; broken JSON or a wrong type answers 400 in the envelope, an
/// oversized body 413.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default().limit(MAX_BODY_BYTES).error_handler(|error, req| {
        let problem = match &error {
            JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => RequestProblem::BodyTooLarge,
            _ => RequestProblem::MalformedBody,
        };
        tracing::debug!(%error, "refused body");
        ApiError::request(problem, language_of(req)).into()
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error, req| {
        tracing::debug!(%error, "refused query");
        ApiError::request(RequestProblem::MalformedQuery, language_of(req)).into()
    })
}

/// A path segment of the wrong type (`/users/abc/`) names nothing: 404.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_, req| ApiError::request(RequestProblem::UnknownRoute, language_of(req)).into())
}

/// Unknown calls under the API prefix answer 404 in the envelope.
pub async fn not_found(req: HttpRequest) -> HttpResponse {
    ApiError::request(RequestProblem::UnknownRoute, language_of(&req)).error_response()
}

/// The whole API scope's services and request configuration, for mounting under `/api/v1`.
pub fn configure_api(config: &mut web::ServiceConfig) {
    config.app_data(json_config()).app_data(query_config()).app_data(path_config());
    configure(&mut ServiceConfig::new(config));
    config.default_service(web::to(not_found));
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use actix_http::Request;
    use actix_web::dev::{ResourceDef, Service, ServiceResponse};
    use actix_web::http::header::{HeaderName, HeaderValue};
    use actix_web::http::{Method, StatusCode};
    use actix_web::{test, web, App};

    use super::configure_api;

    const PATTERN: &str = "x-route-pattern";

    /// A value of the kind each path parameter of the document takes.
    fn sample(name: &str) -> &'static str {
        match name {
            "control" => "FINAL",
            "date" => "2026-11-25",
            "public_id" => "0b5e3c1e-7f2a-4c1d-9e8b-1a2b3c4d5e6f",
            _ => "7",
        }
    }

    /// The path with each `{name}` replaced by a sample value, and each `{name:regex}` too.
    fn concrete(pattern: &str) -> String {
        let mut path = String::new();
        let mut rest = pattern;
        while let Some(open) = rest.find('{') {
            let close = open + rest[open..].find('}').unwrap_or(rest.len() - open);
            let name = rest[open + 1..close].split(':').next().unwrap_or_default();
            path.push_str(&rest[..open]);
            path.push_str(sample(name));
            rest = rest.get(close + 1..).unwrap_or_default();
        }
        path + rest
    }

    /// The pattern as the document writes it: `{id:\d+}` is `{id}`.
    fn documented(pattern: &str) -> String {
        let mut path = String::new();
        let mut in_regex = false;
        for c in pattern.chars() {
            match c {
                ':' if path.rfind('{') > path.rfind('}') => in_regex = true,
                '}' => {
                    in_regex = false;
                    path.push(c);
                }
                _ if !in_regex => path.push(c),
                _ => {}
            }
        }
        path
    }

    /// The route table as the server mounts it, answering with the pattern of the route that took
    /// each request (the handlers fail without the application's state, which does not matter).
    async fn app() -> impl Service<Request, Response = ServiceResponse, Error = actix_web::Error> {
        test::init_service(
            App::new()
                .wrap_fn(|req, service| {
                    let answer = service.call(req);
                    async move {
                        let mut answer = answer.await?;
                        let pattern = answer.request().match_pattern().unwrap_or_default();
                        let value = HeaderValue::from_str(&pattern).map_err(actix_web::error::ErrorInternalServerError)?;
                        answer.headers_mut().insert(HeaderName::from_static(PATTERN), value);
                        Ok(answer)
                    }
                })
                .service(web::scope("/api/v1").configure(configure_api)),
        )
        .await
    }

    async fn routed(
        app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
        method: Method,
        path: &str,
    ) -> (String, StatusCode) {
        let answer = test::call_service(app, test::TestRequest::default().method(method).uri(path).to_request()).await;
        let pattern = answer.headers().get(PATTERN).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
        (pattern, answer.status())
    }

    /// Every operation of the document is answered by its own route, and no route's pattern takes
    /// the path of another: which route answers does not depend on the order they are registered in.
    #[actix_web::test]
    async fn no_route_takes_another_ones_path_whatever_the_order_of_registration() {
        let app = app().await;
        let document = crate::openapi::document();
        let mut patterns = BTreeSet::new();
        for (path, item) in &document.paths.paths {
            let operations = [
                (Method::GET, item.get.is_some()),
                (Method::POST, item.post.is_some()),
                (Method::PUT, item.put.is_some()),
                (Method::DELETE, item.delete.is_some()),
                (Method::PATCH, item.patch.is_some()),
            ];
            for (method, _) in operations.into_iter().filter(|(_, present)| *present) {
                let (pattern, _) = routed(&app, method.clone(), &concrete(path)).await;
                assert_eq!(documented(&pattern), *path, "{method} {} is answered by another route", concrete(path));
                patterns.insert(pattern);
            }
        }
        let routes: Vec<(ResourceDef, String)> = patterns.iter().map(|p| (ResourceDef::new(p.as_str()), concrete(p))).collect();
        let clashes: Vec<String> = routes
            .iter()
            .flat_map(|(a, _)| routes.iter().map(move |(b, path)| (a, b, path)))
            .filter(|(a, b, path)| a.pattern() != b.pattern() && a.is_match(path))
            .map(|(a, _, path)| format!("{} takes {path}", a.pattern().unwrap_or_default()))
            .collect();
        assert_eq!(clashes, Vec::<String>::new());
    }

    /// A word where an id belongs, or where a document's public id belongs, names no route: the
    /// envelope's 404, as for any unknown call.
    #[actix_web::test]
    async fn a_word_for_an_id_names_no_route() {
        let app = app().await;
        for path in ["/api/v1/students/abc/", "/api/v1/users/-4/", "/api/v1/edu-subjects/types/x/", "/api/v1/reports/nonsense/"] {
            let answer = test::call_service(&app, test::TestRequest::get().uri(path).to_request()).await;
            assert_eq!(
                (answer.headers().get(PATTERN).and_then(|v| v.to_str().ok()), answer.status()),
                (Some(""), StatusCode::NOT_FOUND),
                "{path}"
            );
            let body: serde_json::Value = test::read_body_json(answer).await;
            assert_eq!(body["error"]["code"], "not_found", "{path}");
        }
    }
}

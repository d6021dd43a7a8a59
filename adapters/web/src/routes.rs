use actix_web::error::JsonPayloadError;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, RequestProblem};
use crate::language::language_of;
use crate::{
    audit, buildings, class_hours, control_sheets, curricula, curriculum_templates, departments, directions, documents, finance, graduates,
    groups, institutions, journal, ministry_departments, openapi, positions, reports, roles, rooms, schedule, science, session, staff,
    students, subject_bundles, subject_types, subjects, teachers, timetable, users,
};

/// Every call of the API, relative to `/api/v1`.
pub fn configure(config: &mut ServiceConfig) {
    config
        .service(openapi::openapi_json)
        // Before any `/edu-subjects/{id}/`, which would otherwise take `custom-subjects` for an id.
        .service(curricula::list_custom_subjects)
        .service(session::login)
        .service(session::logout)
        .service(session::oneid_url)
        .service(session::oneid_return)
        .service(session::get_profile)
        .service(session::change_role)
        .service(session::change_institution)
        .service(session::my_institutions)
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
        // Before `/schedules/{id}/`, which would otherwise take `calendar` for an id.
        .service(schedule::schedule_calendar)
        .service(schedule::schedule_timetable)
        .service(schedule::list_schedules)
        .service(schedule::create_schedule)
        .service(schedule::get_schedule)
        .service(schedule::update_schedule)
        .service(schedule::delete_schedule)
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
        // Before `/students/{id}/`, which would otherwise take `import` for an id.
        .service(students::student_import_template)
        .service(students::import_students)
        .service(students::list_students)
        .service(students::create_student)
        .service(students::get_student)
        .service(students::update_student)
        .service(students::delete_student)
        .service(students::change_student_status)
        .service(students::student_results)
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
        // `/edu-subjects/types/` before `/edu-subjects/{id}/`, which would otherwise take `types`
        // for an id: routes match in the order registered.
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
        .service(science::list_science_staff)
        .service(science::find_science_citizens)
        .service(science::publications::my_staff_record)
        .service(science::projects::list_projects)
        .service(science::projects::create_project)
        .service(science::projects::get_project)
        .service(science::projects::update_project)
        .service(science::projects::delete_project)
        // Before `/science/publications/{id}/`, which would otherwise take `mine` for an id.
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
        .service(finance::debts::list_debts)
        .service(finance::import::import_statement)
        .service(finance::payments::list_payments)
        .service(finance::payments::create_payment)
        .service(finance::payments::get_payment)
        .service(finance::payments::update_payment)
        .service(finance::payments::delete_payment)
        // Public, and last of all: routes match in the order registered, so every fixed
        // `/reports/<name>/` call (`/reports/teachers/`, ...) must be registered above this one,
        // which would otherwise take its name for a document's public id.
        .service(reports::document_report);
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

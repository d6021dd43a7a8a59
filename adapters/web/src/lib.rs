//! The HTTP face of the product: thin handlers that parse a request, call one use case and map
//! its answer; one error envelope; the auth extractor; the OpenAPI document.

mod action_body;
mod audit;
mod auth;
mod authorization;
mod buildings;
mod class_hours;
mod codes;
mod contract;
mod curricula;
mod curriculum_templates;
mod departments;
mod directions;
mod dto;
mod error;
mod groups;
mod institutions;
mod json_body;
mod language;
mod location;
mod meta;
mod ministry_departments;
mod openapi;
mod positions;
mod roles;
mod rooms;
mod routes;
mod run;
mod schedule;
mod session;
mod staff;
mod state;
mod students;
mod subject_bundles;
mod subject_types;
mod subjects;
mod teachers;
mod users;

pub use authorization::authorize;
pub use error::ApiError;
pub use json_body::json_body;
pub use location::location;
pub use openapi::document;
pub use openapi::ApiDoc;
pub use routes::{configure, configure_api, MAX_BODY_BYTES};
pub use state::AppState;
